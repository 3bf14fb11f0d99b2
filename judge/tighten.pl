#!/usr/bin/perl -n
# judge/tighten.pl - the last squeeze of a judge's file (judge/submit.sh
# runs it on C whose comments are gone and whose lines are joined):
#   perl -n judge/tighten.pl FILE
#
# Outside string and character literals and preprocessor lines, every
# blank goes that no two tokens need.  A blank stays between two word
# characters; beside a literal with a word on its other side (L"x" and
# u8"x" are other literals, "x"s a C++ suffix); between two characters
# that would make one token (a - -b, a + ++b, a << =, a::b, a / *p); and
# inside a number (0x1E - 1 is not 0x1E-1, one pp-number).  Hex numbers
# lose their leading zeros, and become decimal where that is shorter and
# keeps their type: within an int's range (0x1FF is 511, 0x1FFu 511u).

if (/^#/) {
    print;
    next;
}

my @part = split /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/;
for (my $p = 0; $p < @part; $p += 2) {
    $part[$p] =~ s{\b0[xX]0*([0-9A-Fa-f]+)([uUlL]*)\b}{
        my ($hex, $suffix) = ($1, $2);
        my $value = length($hex) <= 8 ? hex($hex) : 0x80000000;
        $value <= 0x7FFFFFFF && length("$value") < length($hex) + 2
            ? "$value$suffix" : "0x$hex$suffix"
    }ge;
}
$_ = join "", @part;

my ($out, $i, $n) = ("", 0, length);
while ($i < $n) {
    my $c = substr($_, $i, 1);
    if ($c eq '"' || $c eq "'") {            # a literal, as it is
        my $j = $i + 1;
        $j += substr($_, $j, 1) eq "\\" ? 2 : 1 while $j < $n && substr($_, $j, 1) ne $c;
        $out .= substr($_, $i, $j - $i + 1);
        $i = $j + 1;
        next;
    }
    if ($c eq " " && $out ne "" && $i + 1 < $n) {
        my ($x, $y) = (substr($out, -1), substr($_, $i + 1, 1));
        my $needed = $y ne " "
            && (($x =~ /[\w"']/ && $y =~ /[\w"']/)
                || "$x$y" =~ m{^(\+\+|--|->|<<|>>|[-+*/%&|^=!<>]=|&&|\|\||/\*|\*/|//|##|::|\.\.|<:|:>|<%|%>|%:)$}
                || ($x eq "." && $y =~ /\d/)
                || ($x =~ /[eEpP]/ && $y =~ /[-+]/ && $out =~ /(^|[^\w.])\d[\w.]*$/));
        if (!$needed) {
            $i++;
            next;
        }
    }
    $out .= $c;
    $i++;
}
print $out;
