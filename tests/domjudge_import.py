#!/usr/bin/env python3
"""domjudge_import.py - a DOMjudge problem zip, checked as DOMjudge takes it.

DOMjudge's domserver imports a problem zip (webapp/src/Service/
ImportProblemService.php) and its judgehost builds the output validator
(judge/judgedaemon.main.php); this script applies what those two do, as
read in DOMjudge's main branch, to a zip that judge/package.sh wrote:

  - the zip holds domjudge-problem.ini or problem.yaml at its root; the
    ini parses and names only keys DOMjudge keeps (others are dropped
    silently: a typo there would be lost, so it is an error here);
  - problem.yaml's `validation: custom` finds an output validator: every
    file under output_validators/ in one folder;
  - with no `build` or `run` file the judgehost takes the first C, C++,
    Java or Python source it finds and writes the build itself: for C,
    `gcc -Wall -O2 -std=gnu11 SOURCE -o run -lm` (run here, and warnings
    are errors, since nobody reads the judgehost's build log);
  - test data: data/sample/ and data/secret/ files NAME.in with NAME.ans
    (an .in without its .ans is skipped), at least one; Windows newlines
    are a warning there, an error here;
  - the validator, built so, is called as the judgehost calls it:
    `run TESTIN TESTANS FEEDBACKDIR special_compare_args < PROGRAMOUT`
    (special_compare_args: problem.yaml's validator_flags), and must
    accept every answer file as the program's output (exit 42) and
    reject an empty output (exit 43).

usage: python3 tests/domjudge_import.py PACKAGE.zip
Prints one line a check; exit status 1 when any fails.
"""
import configparser
import os
import subprocess
import sys
import tempfile
import zipfile

INI_KEYS = {'name', 'timelimit', 'special_run', 'special_compare', 'externalid',
            'allow_submit', 'allow_judge', 'points', 'color', 'short-name'}
SOURCE_KINDS = [('c', ('.c',)), ('cpp', ('.cpp', '.C', '.cc')),
                ('java', ('.java',)), ('py', ('.py',))]

failures = 0


def check(ok, what):
    global failures
    print(('ok   ' if ok else 'FAIL ') + what)
    failures += not ok
    return ok


def yaml_value(text, key):
    """The plain scalar of a top-level `key: value` line, or None."""
    for line in text.splitlines():
        if line.startswith(key + ':'):
            return line.split(':', 1)[1].strip()
    return None


def validator_files(names):
    return [n for n in names
            if (n.startswith('output_validators/') or n.startswith('output_validator'))
            and not n.endswith('/')]


def build_validator(z, files, work):
    """Extracts the validator's files flat, as the domserver does, and
    builds it as the judgehost does.  Returns the path of `run`."""
    build = os.path.join(work, 'build')
    os.mkdir(build)
    for n in files:
        with open(os.path.join(build, os.path.basename(n)), 'wb') as f:
            f.write(z.read(n))
    present = sorted(os.listdir(build))
    if 'build' in present or 'run' in present:
        check(False, 'the validator brings its own build or run (not checked here)')
        return None
    source = None
    for kind, exts in SOURCE_KINDS:
        found = [f for f in present if os.path.splitext(f)[1] in exts]
        if found:
            source = (kind, found)
            break
    if not check(source is not None and source[0] == 'c' and len(source[1]) == 1,
                 'the judgehost finds one C source to build: %s' % (source,)):
        return None
    cc = subprocess.run(['gcc', '-Wall', '-O2', '-std=gnu11', source[1][0],
                         '-o', 'run', '-lm'], cwd=build, capture_output=True, text=True)
    check(cc.returncode == 0 and cc.stderr == '',
          'gcc -Wall -O2 -std=gnu11 %s -o run -lm: no error, no warning%s'
          % (source[1][0], ('\n' + cc.stderr) if cc.stderr else ''))
    return os.path.join(build, 'run') if cc.returncode == 0 else None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split('\n\n')[-2])
    z = zipfile.ZipFile(sys.argv[1])
    names = z.namelist()
    ini = z.read('domjudge-problem.ini').decode() if 'domjudge-problem.ini' in names else None
    yaml = z.read('problem.yaml').decode() if 'problem.yaml' in names else None
    check(ini is not None or yaml is not None, 'domjudge-problem.ini or problem.yaml at the root')
    if ini is not None:
        parser = configparser.ConfigParser()
        try:
            parser.read_string('[problem]\n' + ini)
            keys = set(parser['problem'])
            check(not keys - INI_KEYS, 'domjudge-problem.ini keys DOMjudge keeps: %s'
                  % ', '.join(sorted(keys)))
            if 'timelimit' in keys:
                check(float(parser['problem']['timelimit']) > 0, 'a positive timelimit')
        except (configparser.Error, ValueError) as e:
            check(False, 'domjudge-problem.ini parses: %s' % e)
    flags = ''
    custom = False
    if yaml is not None:
        custom = yaml_value(yaml, 'validation') in ('custom', 'custom interactive',
                                                   'custom multi-pass')
        flags = yaml_value(yaml, 'validator_flags') or ''
    files = validator_files(names)
    if custom:
        check(bool(files), 'validation: custom, and an output validator is found')
    folders = {os.path.dirname(n) for n in files}
    check(len(folders) <= 1, 'the output validator\'s files share one folder: %s'
          % ', '.join(sorted(folders)))

    cases = []
    for kind in ('sample', 'secret'):
        ins = [n for n in names if n.startswith('data/%s/' % kind) and n.endswith('.in')]
        paired = [n[:-3] for n in ins if n[:-3] + '.ans' in names]
        check(len(paired) == len(ins), 'data/%s: every .in has its .ans (%d cases)'
              % (kind, len(paired)))
        cases += paired
    check(len(cases) > 0, 'at least one test case')
    for base in cases:
        for ext in ('.in', '.ans'):
            if b'\r\n' in z.read(base + ext):
                check(False, '%s%s has Windows newlines' % (base, ext))

    if not files:
        return
    with tempfile.TemporaryDirectory() as work:
        run = build_validator(z, files, work)
        if run is None:
            return
        accepted = rejected = 0
        for base in cases:
            for ext in ('.in', '.ans'):
                with open(os.path.join(work, 'case' + ext), 'wb') as f:
                    f.write(z.read(base + ext))
            for output, want in ((z.read(base + '.ans'), 42), (b'', 43)):
                feedback = tempfile.mkdtemp(dir=work)
                got = subprocess.run([run, os.path.join(work, 'case.in'),
                                      os.path.join(work, 'case.ans'), feedback + '/']
                                     + flags.split(), input=output,
                                     capture_output=True).returncode
                if got == want:
                    accepted += want == 42
                    rejected += want == 43
                else:
                    check(False, '%s: the validator exits %d, not %d' % (base, got, want))
        check(accepted == len(cases) and rejected == len(cases),
              'called as the judgehost calls it (%s): %d answers accepted, %d empty '
              'outputs rejected' % (flags or 'no flags', accepted, rejected))


if __name__ == '__main__':
    main()
    sys.exit(1 if failures else 0)
