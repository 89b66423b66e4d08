#!/usr/bin/env python3
"""Deterministically build corpus.json: fake secrets placed the way gitleaks,
trufflehog, detect-secrets and secretlint test data place them, plus
non-secret "survivor" strings.  Python 3 stdlib only, fixed seed.
Written blind, from memory of those projects' rules and tests."""
import base64
import json
import random
import re

R = random.Random(0x5EC2E75)

HEX = "0123456789abcdef"
HEXU = HEX.upper()
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UP = LOW.upper()
AN = LOW + UP + DIG
LAN = LOW + DIG
UAN = UP + DIG
B64 = AN + "+/"
B64U = AN + "-_"
PUNCT_PW = AN + "!#%&()*+-.:;<=>?@[]^_{|}~$"


def r(al, n):
    return "".join(R.choice(al) for _ in range(n))


def rn(al, lo, hi):
    return r(al, R.randint(lo, hi))


def uuid4(upper=False):
    h = r(HEX, 32)
    u = "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])
    return u.upper() if upper else u


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def mixed(al, n, need=(LOW, UP, DIG)):
    """random string that contains at least one char of each class (looks like a real token)"""
    while True:
        s = r(al, n)
        if all(any(c in cls for c in s) for cls in need if any(c in al for c in cls)):
            return s


def password(lo=12, hi=24):
    return mixed(PUNCT_PW, R.randint(lo, hi), need=(LOW, UP, DIG))


def user():
    return R.choice(["admin", "deploy", "app_user", "svc-api", "jenkins", "root", "ci-bot",
                     "postgres", "analytics", "dev", "backup", "etl_runner", "mlops", "web"])


def host():
    return R.choice(["db.prod.internal", "10.0.3.17", "pg-main.cluster-c9x2.us-east-1.rds.amazonaws.com",
                     "mysql.staging.acme.io", "localhost", "cache-01.int.example.net", "mq.internal",
                     "cluster0.ab12c.mongodb.net", "git.corp.example.com", "nexus.build.local",
                     "registry.acme-corp.dev", "ftp.partner-files.com", "ldap.corp.example.org"])


SPECS = []


def spec(scanner, provider, fmt, gen, kw=None, n=2, pre=False, place=None, env=None, lang=None):
    SPECS.append(dict(scanner=scanner, provider=provider, fmt=fmt, gen=gen, kw=kw, n=n,
                      pre=pre, place=place, env=env))


def GL(*a, **k):
    spec("gitleaks", *a, **k)


def TH(*a, **k):
    spec("trufflehog", *a, **k)


def DS(*a, **k):
    spec("detect-secrets", *a, **k)


def SL(*a, **k):
    spec("secretlint", *a, **k)


# ---------------------------------------------------------------- placements
# gitleaks utils.GenerateSampleSecrets(identifier, secret) style templates: (type, template, file)
GL_SAMPLES = [
    ("line", '{i}Token="{s}"', "config.ini"),
    ("line", '{i}Token = "{s}"', "settings.ini"),
    ("line", "{i}Token={s}", "app.properties"),
    ("line", "{i}Token = {s}", "app.conf"),
    ("block", '{\n    "{i}_token": "{s}"\n}', "config.json"),
    ("block", "<{i}Token>\n    {s}\n</{i}Token>", "settings.xml"),
    ("line", "{i}_token: {s}", "config.yaml"),
    ("line", "{i}_token: '{s}'", "values.yaml"),
    ("line", '{i}_token: "{s}"', "docker-compose.yml"),
    ("block", "{i}_token: |\n  {s}", "secrets.yaml"),
    ("block", "{i}_token: >\n  {s}", "app.yml"),
    ("line", 'string {i}Token = "{s}";', "Program.cs"),
    ("line", 'var {i}Token = "{s}";', "Startup.cs"),
    ("line", '{i}Token := "{s}"', "main.go"),
    ("line", 'var {i}Token string = "{s}"', "config.go"),
    ("line", "{i}Token := `{s}`", "client.go"),
    ("line", 'String {i}Token = "{s}";', "Config.java"),
    ("line", 'const {i}Token = "{s}";', "index.js"),
    ("line", 'let {i}Token = "{s}";', "app.ts"),
    ("line", 'var {i}Token: String = "{s}"', "Main.kt"),
    ("line", '${i}Token = "{s}";', "config.php"),
    ("line", "${i}Token = '{s}';", "wp-config.php"),
    ("line", '{i}Token = "{s}"', "settings.py"),
    ("line", "{i}Token = '{s}'", "client.py"),
    ("line", '{i}Token = """{s}"""', "conf.py"),
    ("line", '{i}Token = "{s}"', "config.rb"),
    ("line", 'export {i}Token="{s}"', ".bashrc"),
    ("line", "{i}Token={s}", "deploy.sh"),
    ("line", "{i}Token := {s}", "Makefile"),
    ("line", "{i}Token ?= {s}", "Makefile"),
    ("line", "{i}Token ::= {s}", "Makefile"),
    ("line", '${i}Token = "{s}"', "deploy.ps1"),
    ("line", '$env:{i}Token = "{s}"', "profile.ps1"),
    ("line", "set {i}Token={s}", "build.cmd"),
    ("line", '{i}_api_token = "{s}"', "terraform.tfvars"),
    ("line", '{i}Key = "{s}"', "config.toml"),
    ("line", '{i}_SECRET="{s}"', ".env"),
    ("line", '"{i}_api_key": "{s}",', "appsettings.json"),
]

# trufflehog-style test strings
TH_FREE = [
    ("free", "{kw} token = '{s}'"),
    ("free", "{kw} {s}"),
    ("free", "{kw} key: {s}"),
    ("free", "{kw}_api_key = \"{s}\""),
    ("free", "{KW}_TOKEN={s}"),
    ("free", "const {kw}Key = '{s}'"),
]


def th_blob(provider, kw, v):
    return ('[{\n    "_id": "%s",\n    "name": "%s",\n    "type": "Detector",\n    "api": true,\n'
            '    "authentication_type": "",\n    "verification_url": "https://api.example.com/example",\n'
            '    "test_secrets": {\n        "%s_secret": "%s"\n    },\n    "expected_response": "200",\n'
            '    "method": "GET",\n    "deprecated": false\n}]') % (uuid4(), provider, kw.lower(), v)


def th_log(provider, kw, v):
    return ("[INFO] Sending request to the %s API\n[DEBUG] Using %s key=%s\n[INFO] Response received: 200 OK"
            % (provider, kw, v))


def slug(s):
    return re.sub(r"[^a-z0-9]+", "", s.lower())


def envname(provider, fmt):
    base = re.sub(r"[^A-Z0-9]+", "_", provider.upper()).strip("_")
    f = fmt.lower()
    suf = "_SECRET" if "secret" in f else ("_API_KEY" if "key" in f else "_TOKEN")
    return base + suf


def default_place(sp, v):
    """returns (snippet, type, filename)"""
    kw = sp["kw"] or slug(sp["provider"])
    sc = sp["scanner"]
    if sc == "gitleaks":
        t, tmpl, f = R.choice(GL_SAMPLES)
        return tmpl.replace("{i}", kw).replace("{s}", v), t, f
    if sc == "trufflehog":
        x = R.random()
        if x < 0.22:
            return th_blob(sp["provider"], kw, v), "block", "detector_test.json"
        if x < 0.40:
            return th_log(sp["provider"], kw, v), "block", "request.log"
        t, tmpl = R.choice(TH_FREE)
        return tmpl.replace("{kw}", kw).replace("{KW}", kw.upper()).replace("{s}", v), t, "notes.txt"
    if sc == "detect-secrets":
        return ds_keyword_line(v)
    # secretlint: dotenv-ish fixture
    name = sp["env"] or envname(sp["provider"], sp["fmt"])
    return env_file({name: v}), "block", ".env"


DS_KW = [
    ('password = "{s}"', "config.py"), ('password_super_secure = "{s}"', "settings.py"),
    ("my_password_for_stuff = {s}", "setup.cfg"), ('db_pass := "{s}"', "db.go"),
    ('private_key "{s}";', "nginx.conf"), ("apikey = {s}", "credentials.ini"),
    ('if (db_pass == "{s}")', "check.c"), ("password: {s}", "config.yaml"),
    ("api_key: '{s}'", "app.yaml"), ('"password": "{s}"', "config.json"),
    ('secret_key="{s}"', ".env"), ('var password string = "{s}"', "main.go"),
    ('apikey := "{s}"', "client.go"), ('NSString *password = @"{s}";', "AppDelegate.m"),
    ('std::string password = "{s}";', "main.cpp"), ('$password = "{s}";', "db.php"),
    ("'db_password' => '{s}',", "database.php"), ("DB_PASSWORD={s}", ".env"),
    ('let apiKey = "{s}"', "Config.swift"), ('private static final String PASSWORD = "{s}";', "Db.java"),
    ('secret: "{s}"', "secrets.yml"), ("passwd = {s}", "my.cnf"), ('pwd = "{s}"', "run.py"),
    ('auth_key = "{s}"', "auth.tf"), ('client_key: "{s}"', "client.yaml"),
    ('contrasena = "{s}"', "ajustes.py"), ('database_pass = "{s}"', "local_settings.py"),
    ('service_key = "{s}"', "service.toml"), ('account_key = "{s}"', "storage.py"),
    ("password={s}", "jdbc.properties"), ("<password>{s}</password>", "settings.xml"),
    ('export DB_PASSWORD="{s}"', "env.sh"), ('ConnectionPassword = "{s}"', "App.config.cs"),
    ('self.secret = "{s}"', "client.py"), ('PRIVATE_KEY = "{s}"', "keys.py"),
]


def ds_keyword_line(v):
    tmpl, f = R.choice(DS_KW)
    return tmpl.replace("{s}", v), "line", f


ENV_FILLER = ["NODE_ENV=production", "PORT=3000", "LOG_LEVEL=info", "APP_NAME=billing-api",
              "REDIS_HOST=127.0.0.1", "FEATURE_NEW_UI=false", "TZ=UTC", "WORKERS=4",
              "DEBUG=false", "API_BASE_URL=https://api.example.com/v2", "REGION=eu-west-1"]


def env_file(pairs):
    lines = R.sample(ENV_FILLER, 2)
    for k, v in pairs.items():
        lines.insert(R.randint(1, len(lines)), "%s=%s" % (k, v))
    return "\n".join(lines)


# ---------------------------------------------------------------- generators (values)
def pem(kind):
    if kind == "RSA":
        head, body0 = "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA"
    elif kind == "OPENSSH":
        head, body0 = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAA"
    elif kind == "EC":
        head, body0 = "EC PRIVATE KEY", "MHcCAQEEI"
    elif kind == "DSA":
        head, body0 = "DSA PRIVATE KEY", "MIIBuwIBAAKBgQ"
    elif kind == "ENCRYPTED":
        head, body0 = "ENCRYPTED PRIVATE KEY", "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI"
    else:
        head, body0 = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
    nbytes = R.randint(5, 18) * 48
    raw = body0 + base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode()
    lines = [raw[i:i + 64] for i in range(0, len(raw), 64)]
    return head, "\n".join(lines)


def jwt():
    hdr = b64url(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    pl = {"sub": str(R.randint(10**9, 10**10)), "name": R.choice(["John Doe", "Jane Roe", "svc-ci"]),
          "iat": R.randint(1500000000, 1720000000)}
    if R.random() < 0.5:
        pl["exp"] = pl["iat"] + 3600
        pl["scope"] = R.choice(["read:all", "admin", "api"])
    body = b64url(json.dumps(pl, separators=(",", ":")).encode())
    return "%s.%s.%s" % (hdr, body, r(B64U, 43))


def bech32(n):
    return r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", n)


# custom placements ----------------------------------------------------------
def p_pem(kind):
    def f(sp, v):
        head = sp["_head"]
        snip = "-----BEGIN %s-----\n%s\n-----END %s-----" % (head, v, head)
        return snip, "block", R.choice(["id_rsa", "server.key", "deploy_key.pem", "key.pem", "tls.key"])
    return f


def g_pem(kind):
    def g():
        head, body = pem(kind)
        return body, {"_head": head}
    return g


def p_pair(idname, secname, idgen, style=None):
    def f(sp, v):
        kw = sp["kw"] or slug(sp["provider"])
        idv = idgen()
        st = style or R.choice(["env", "yaml", "free", "json"])
        if st == "env":
            return "%s_%s=%s\n%s_%s=%s" % (kw.upper(), idname.upper(), idv, kw.upper(), secname.upper(), v), "block", ".env"
        if st == "yaml":
            return "%s:\n  %s: %s\n  %s: %s" % (kw, idname, idv, secname, v), "block", "config.yaml"
        if st == "json":
            return '{"%s_%s": "%s", "%s_%s": "%s"}' % (kw, idname, idv, kw, secname, v), "line", "creds.json"
        return "%s %s: %s %s %s: %s" % (kw, idname, idv, kw, secname, v), "free", "notes.txt"
    return f


def p_url(tmpl, ftype="url"):
    def f(sp, v):
        return tmpl.replace("{s}", v).replace("{u}", user()).replace("{h}", host()), ftype, None
    return f


def p_fixed(tmpl, t="block", fname=None):
    def f(sp, v):
        return tmpl.replace("{s}", v).replace("{u}", user()).replace("{h}", host()), t, fname
    return f


def p_choice(*opts):
    def f(sp, v):
        return R.choice(opts)(sp, v)
    return f


def p_ds_kw(sp, v):
    return ds_keyword_line(v)


# ============================================================ GITLEAKS specs
GL("1Password", "service account token ops_eyJ + base64 JSON (250+)",
   lambda: "ops_eyJ" + b64url(json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": r(B64U, 22)}, "email": r(LAN, 26) + "@1passwordserviceaccounts.com", "srpX": r(HEX, 64), "muk": {"alg": "A256GCM", "ext": True, "k": r(B64U, 43), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + r(UAN, 6) + "-" + r(UAN, 11) + "-" + r(UAN, 5) + "-" + r(UAN, 5) + "-" + r(UAN, 5), "throttleSecret": {"seed": r(HEX, 64), "uuid": r(UAN, 26)}, "deviceUuid": r(LAN, 26)}).encode())[3:],
   kw="op", n=2, pre=True, env="OP_SERVICE_ACCOUNT_TOKEN")
GL("1Password", "secret key A3-XXXXXX-XXXXXXXXXXX-XXXXX-XXXXX-XXXXX",
   lambda: "A3-%s-%s-%s-%s-%s" % (r(UAN, 6), r(UAN, 11), r(UAN, 5), r(UAN, 5), r(UAN, 5)), kw="onepassword", n=2, pre=True)
GL("Adafruit", "32 [a-z0-9_-] near 'adafruit'", lambda: mixed(LAN + "_-", 32, need=(LOW, DIG)), kw="adafruit")
GL("Adobe", "client id: 32 hex near 'adobe'", lambda: r(HEX, 32), kw="adobe", n=1)
GL("Adobe", "client secret p8e- + 32 alnum", lambda: "p8e-" + mixed(AN, 32), kw="adobe", pre=True)
GL("Age", "AGE-SECRET-KEY-1 + 58 bech32", lambda: "AGE-SECRET-KEY-1" + bech32(58), kw="age", pre=True,
   place=p_choice(p_fixed("# created: 2023-09-14T10:22:01Z\n# public key: age1" + "{p}" + "\n{s}", "block", "key.txt"),
                  lambda sp, v: (v, "line", "keys.txt")))
GL("Airtable", "API key 17 [a-z0-9] near 'airtable'", lambda: "key" + mixed(AN, 14), kw="airtable")
GL("Airtable", "PAT pat + 14 alnum + . + 64 hex", lambda: "pat" + mixed(AN, 14) + "." + r(HEX, 64), kw="airtable", pre=True)
GL("Algolia", "32 [a-z0-9] near 'algolia'", lambda: r(HEX, 32), kw="algolia")
GL("Alibaba Cloud", "AccessKey ID LTAI + 20 alnum", lambda: "LTAI" + mixed(AN, 20), kw="alibaba", pre=True)
GL("Alibaba Cloud", "AccessKey secret 30 alnum near 'alibaba'", lambda: mixed(AN, 30), kw="alibaba")
GL("Anthropic", "sk-ant-api03- + 93 base64url + AA", lambda: "sk-ant-api03-" + mixed(B64U, 93) + "AA", kw="anthropic", n=3, pre=True, env="ANTHROPIC_API_KEY")
GL("Anthropic", "admin key sk-ant-admin01- + 93 + AA", lambda: "sk-ant-admin01-" + mixed(B64U, 93) + "AA", kw="anthropic", n=1, pre=True)
GL("Artifactory", "API key AKCp + 69 alnum", lambda: "AKCp" + mixed(AN, 69), kw="artifactory", pre=True)
GL("Artifactory", "reference token cmVmd + 59 alnum", lambda: "cmVmdGtuOjAxOj" + mixed(AN, 50), kw="artifactory", n=1, pre=True)
GL("Asana", "client id 16 digits near 'asana'", lambda: "1" + r(DIG, 15), kw="asana", n=1)
GL("Asana", "client secret 32 [a-z0-9] near 'asana'", lambda: mixed(LAN, 32, need=(LOW, DIG)), kw="asana", n=1)
GL("Atlassian", "API token ATATT3 + 186 [A-Za-z0-9_=-]", lambda: "ATATT3xFfGF0" + mixed(B64U, 171) + "=" + r(HEXU, 8), kw="atlassian", pre=True)
GL("Atlassian", "legacy 24-char token near jira/confluence", lambda: mixed(AN, 24), kw="jira", n=2)
GL("Authress", "sc_/ext_ + acc_ dotted token (unverified)",
   lambda: "sc_" + r(LAN, 20) + "." + r(LAN, 5) + ".acc_" + r(LAN, 18) + "." + r(B64U, 60), kw="authress", n=1, pre=True)
GL("AWS", "access key id AKIA/ASIA + 16 [A-Z2-7]", lambda: R.choice(["AKIA", "AKIA", "ASIA", "ABIA", "ACCA"]) + r(UP + "234567", 16), kw="aws", n=4, pre=True, env="AWS_ACCESS_KEY_ID")
GL("AWS Bedrock", "ABSK + base64 'BedrockAPIKey-...' (unverified)", lambda: "ABSKQmVkcm9ja0FQSUtleS" + mixed(B64, 110), kw="bedrock", n=1, pre=True)
GL("Azure AD", "client secret xxxNQ~ + 31-34 chars", lambda: mixed(AN, 3) + R.choice(DIG) + "Q~" + mixed(AN + "_~.-", 34), kw="azure", n=3, pre=True, env="AZURE_CLIENT_SECRET")
GL("Beamer", "b_ + 44 [a-z0-9=_-] near 'beamer'", lambda: "b_" + mixed(LAN + "_-", 43, need=(LOW, DIG)) + "=", kw="beamer", n=1)
GL("Bitbucket", "client id 32 [a-z0-9] near 'bitbucket'", lambda: mixed(LAN, 32, need=(LOW, DIG)), kw="bitbucket", n=1)
GL("Bitbucket", "client secret 64 [a-z0-9_-] near 'bitbucket'", lambda: mixed(LAN + "_-", 64, need=(LOW, DIG)), kw="bitbucket", n=1)
GL("Bittrex", "32 [a-z0-9] near 'bittrex'", lambda: r(HEX, 32), kw="bittrex", n=1)
GL("Clojars", "CLOJARS_ + 60 [a-z0-9]", lambda: "CLOJARS_" + mixed(LAN, 60, need=(LOW, DIG)), kw="clojars", pre=True)
GL("Cloudflare", "API token 40 [a-z0-9_-] near 'cloudflare'", lambda: mixed(AN + "_-", 40), kw="cloudflare", n=2)
GL("Cloudflare", "global API key 37 hex near 'cloudflare'", lambda: r(HEX, 37), kw="cloudflare", n=1)
GL("Cloudflare", "origin CA key v1.0- + 24 hex - 146 hex", lambda: "v1.0-" + r(HEX, 24) + "-" + r(HEX, 146), kw="cloudflare", n=1, pre=True)
GL("Codecov", "32 [a-z0-9] near 'codecov'", lambda: uuid4() if R.random() < 0.3 else r(HEX, 32), kw="codecov", n=1)
GL("Cohere", "40 alnum near 'cohere'", lambda: mixed(AN, 40), kw="cohere", n=2, env="CO_API_KEY")
GL("Coinbase", "64 [a-z0-9_-] near 'coinbase'", lambda: mixed(LAN + "_-", 64, need=(LOW, DIG)), kw="coinbase", n=1)
GL("Confluent", "key 16 [A-Z0-9] near 'confluent'", lambda: mixed(UAN, 16, need=(UP, DIG)), kw="confluent", n=1)
GL("Confluent", "secret 64 base64 near 'confluent'", lambda: mixed(AN + "+/", 64), kw="confluent", n=1)
GL("Contentful", "delivery token 43 [a-z0-9=_-] near 'contentful'", lambda: mixed(AN + "_-", 43), kw="contentful", n=1)
GL("curl basic auth", "curl -u user:password",
   lambda: password(10, 20).replace("$", "x"), kw="curl", n=3,
   place=lambda sp, v: (R.choice(["curl -u %s:%s https://api.example.com/v1/status" % (user(), v),
                                  'curl --user "%s:%s" https://nexus.build.local/service/rest/v1/repositories' % (user(), v),
                                  "curl -sSf -u '%s:%s' -X POST https://jenkins.corp.example.com/job/build/build" % (user(), v)]), "cmd", None))
GL("curl auth header", "curl -H Authorization/X-API-Key header value",
   lambda: mixed(AN, R.choice([32, 40, 48])), kw="curl", n=3,
   place=lambda sp, v: (R.choice(['curl -H "Authorization: Bearer %s" https://api.example.com/v1/me' % v,
                                  "curl --header 'X-API-Key: %s' https://api.example.org/data" % v,
                                  'curl -X GET -H "Authorization: Token %s" -H "Accept: application/json" https://example.io/api/items' % v,
                                  'curl -H "apikey: %s" https://api.example.net/v2/quotes' % v]), "cmd", None))
GL("Databricks", "dapi + 32 hex", lambda: "dapi" + r(HEX, 32) + R.choice(["", "", "-2"]), kw="databricks", n=2, pre=True, env="DATABRICKS_TOKEN")
GL("Datadog", "access token 40 [a-z0-9] near 'datadog'", lambda: r(HEX, 40), kw="datadog", n=2, env="DD_APP_KEY")
GL("Defined Networking", "dnkey- + 26 - 52", lambda: "dnkey-" + mixed(UAN, 26, need=(UP, DIG)) + "-" + mixed(UAN, 52, need=(UP, DIG)), kw="dnkey", n=1, pre=True)
GL("DigitalOcean", "dop_v1_/doo_v1_/dor_v1_ + 64 hex", lambda: R.choice(["dop_v1_", "dop_v1_", "doo_v1_", "dor_v1_"]) + r(HEX, 64), kw="digitalocean", n=3, pre=True, env="DIGITALOCEAN_TOKEN")
GL("Discord", "API key 64 hex near 'discord'", lambda: r(HEX, 64), kw="discord", n=1)
GL("Discord", "client id 18 digits near 'discord'", lambda: R.choice("123456789") + r(DIG, 17), kw="discord", n=1)
GL("Discord", "client secret 32 [a-z0-9=_-] near 'discord'", lambda: mixed(AN + "_-", 32), kw="discord", n=1)
GL("Doppler", "dp.pt. + 43 alnum", lambda: "dp.pt." + mixed(AN, 43), kw="doppler", n=2, pre=True, env="DOPPLER_TOKEN")
GL("Drone CI", "32 [a-z0-9] near 'droneci'", lambda: mixed(AN, 32), kw="droneci", n=1)
GL("Dropbox", "short-lived sl. + 135", lambda: "sl." + mixed(AN + "-_", 135), kw="dropbox", n=1, pre=True)
GL("Dropbox", "long-lived 11 + AAAAAAAAAA + 43", lambda: mixed(AN, 11) + "AAAAAAAAAA" + mixed(AN + "-_", 43), kw="dropbox", n=1)
GL("Dropbox", "API secret 15 [a-z0-9] near 'dropbox'", lambda: mixed(LAN, 15, need=(LOW, DIG)), kw="dropbox", n=1)
GL("Duffel", "duffel_test_/duffel_live_ + 43", lambda: "duffel_" + R.choice(["test", "live"]) + "_" + mixed(AN + "_-", 43), kw="duffel", n=1, pre=True)
GL("Dynatrace", "dt0c01. + 24 + . + 64", lambda: "dt0c01." + mixed(UAN, 24, need=(UP, DIG)) + "." + mixed(UAN, 64, need=(UP, DIG)), kw="dynatrace", n=2, pre=True)
GL("EasyPost", "EZAK/EZTK + 54 alnum", lambda: R.choice(["EZAK", "EZTK"]) + mixed(LAN, 54, need=(LOW, DIG)), kw="easypost", n=2, pre=True)
GL("Etsy", "24 [a-z0-9] near 'etsy'", lambda: mixed(LAN, 24, need=(LOW, DIG)), kw="etsy", n=1)
GL("Facebook", "app secret 32 hex near 'facebook'", lambda: r(HEX, 32), kw="facebook", n=1)
GL("Facebook", "page access token EAAM/EAAC + 100+", lambda: R.choice(["EAAM", "EAAC", "EAAG"]) + mixed(AN, R.randint(140, 190)), kw="facebook", n=2, pre=True)
GL("Facebook", "app access token 15-16 digits | 27+", lambda: r(DIG, 15) + "|" + mixed(B64U, 27), kw="facebook", n=1)
GL("Fastly", "32 [a-z0-9=_-] near 'fastly'", lambda: mixed(AN + "_-", 32), kw="fastly", n=1)
GL("Finicity", "client secret 20 [a-z0-9] near 'finicity'", lambda: mixed(AN, 20), kw="finicity", n=1)
GL("Finicity", "API token 32 hex near 'finicity'", lambda: r(HEX, 32), kw="finicity", n=1)
GL("Finnhub", "20 [a-z0-9] near 'finnhub'", lambda: mixed(LAN, 20, need=(LOW, DIG)), kw="finnhub", n=1)
GL("Flickr", "32 [a-z0-9] near 'flickr'", lambda: r(HEX, 32), kw="flickr", n=1)
GL("Flutterwave", "FLWSECK_TEST-/FLWPUBK_TEST- + 32 + -X", lambda: R.choice(["FLWSECK_TEST-", "FLWSECK-", "FLWPUBK_TEST-"]) + r("abcdefgh" + DIG, 32) + "-X", kw="flutterwave", n=2, pre=True)
GL("Flutterwave", "encryption key FLWSECK_TEST + 12 hex", lambda: "FLWSECK_TEST" + r(HEX, 12), kw="flutterwave", n=1, pre=True)
GL("Fly.io", "fo1_ + 43 base64url (unverified)", lambda: "fo1_" + mixed(B64U, 43), kw="fly", n=1, pre=True, env="FLY_API_TOKEN")
GL("Frame.io", "fio-u- + 64", lambda: "fio-u-" + mixed(AN + "-_", 64), kw="frameio", n=1, pre=True)
GL("FreshBooks", "64 [a-z0-9] near 'freshbooks'", lambda: r(HEX, 64), kw="freshbooks", n=1)
GL("GCP", "API key AIza + 35 base64url", lambda: "AIza" + mixed(B64U, 35), kw="gcp", n=4, pre=True, env="GOOGLE_API_KEY")
GL("GitHub", "ghp_ + 36 alnum", lambda: "ghp_" + mixed(AN, 36), kw="github", n=5, pre=True, env="GITHUB_TOKEN")
GL("GitHub", "gho_/ghu_/ghs_/ghr_ + 36 alnum", lambda: R.choice(["gho_", "ghu_", "ghs_", "ghr_"]) + mixed(AN, 36), kw="github", n=4, pre=True)
GL("GitHub", "github_pat_ + 22 + _ + 59", lambda: "github_pat_11" + mixed(UAN, 20, need=(UP, DIG)) + "_" + mixed(AN, 59), kw="github", n=3, pre=True, env="GH_TOKEN")
GL("GitLab", "glpat- + 20 base64url", lambda: "glpat-" + mixed(AN + "-_", 20), kw="gitlab", n=4, pre=True, env="GITLAB_TOKEN")
GL("GitLab", "glptt- + 40 hex (pipeline trigger)", lambda: "glptt-" + r(HEX, 40), kw="gitlab", n=1, pre=True)
GL("GitLab", "GR1348941 + 20 (runner registration)", lambda: "GR1348941" + mixed(AN + "-_", 20), kw="gitlab", n=1, pre=True)
GL("GitLab", "glrt-/gldt-/glft-/glsoat-/glcbt-/gloas- + 20", lambda: R.choice(["glrt-", "gldt-", "glft-", "glsoat-", "glcbt-", "gloas-"]) + mixed(AN + "-_", 20), kw="gitlab", n=3, pre=True)
GL("GitLab", "glimt- + 25 (incoming mail)", lambda: "glimt-" + mixed(LAN, 25, need=(LOW, DIG)), kw="gitlab", n=1, pre=True)
GL("GitLab", "glagent- + 50 (k8s agent)", lambda: "glagent-" + mixed(AN + "-_", 50), kw="gitlab", n=1, pre=True)
GL("Gitter", "40 [a-z0-9_-] near 'gitter'", lambda: r(HEX, 40), kw="gitter", n=1)
GL("GoCardless", "live_ + 40 near 'gocardless'", lambda: "live_" + mixed(AN + "_-", 40), kw="gocardless", n=1)
GL("Grafana", "API key eyJrIjoi + 70-400", lambda: "eyJrIjoi" + b64url(json.dumps({"k": r(AN, 32), "n": "ci", "id": R.randint(1, 9)}).encode())[8:], kw="grafana", n=1, pre=True)
GL("Grafana", "cloud token glc_ + base64", lambda: "glc_" + mixed(AN, 100) + R.choice(["", "=", "=="]), kw="grafana", n=1, pre=True)
GL("Grafana", "service account glsa_ + 32 + _ + 8 hex", lambda: "glsa_" + mixed(AN, 32) + "_" + r(HEX, 8), kw="grafana", n=2, pre=True)
GL("Harness", "pat./sat. + 22 . 24 . 20", lambda: R.choice(["pat.", "sat."]) + mixed(AN + "_-", 22) + "." + mixed(AN, 24) + "." + mixed(AN, 20), kw="harness", n=1, pre=True)
GL("HashiCorp Terraform Cloud", "14 + .atlasv1. + 67", lambda: mixed(LAN, 14, need=(LOW, DIG)) + ".atlasv1." + mixed(AN + "_-", 67), kw="terraform", n=2, pre=True, env="TFE_TOKEN")
GL("HashiCorp Vault", "hvs. service token 90+", lambda: "hvs." + mixed(AN + "_-", 91), kw="vault", n=2, pre=True, env="VAULT_TOKEN")
GL("HashiCorp Vault", "hvb. batch token 138+", lambda: "hvb." + mixed(AN + "_-", 140), kw="vault", n=1, pre=True)
GL("HashiCorp Vault", "legacy s. + 24 alnum near 'vault'", lambda: "s." + mixed(AN, 24), kw="vault", n=1)
GL("Heroku", "UUID near 'heroku'", lambda: uuid4(), kw="heroku", n=4, env="HEROKU_API_KEY")
GL("Heroku", "HRKU-AA + 58", lambda: "HRKU-AA" + mixed(AN + "_-", 58), kw="heroku", n=2, pre=True, env="HEROKU_API_KEY")
GL("HubSpot", "UUID (upper hex) near 'hubspot'", lambda: uuid4(upper=R.random() < 0.6), kw="hubspot", n=2)
GL("Hugging Face", "hf_ + 34 letters", lambda: "hf_" + mixed(LOW + UP, 34, need=(LOW, UP)), kw="huggingface", n=3, pre=True, env="HF_TOKEN")
GL("Hugging Face", "api_org_ + 34 letters", lambda: "api_org_" + mixed(LOW + UP, 34, need=(LOW, UP)), kw="huggingface", n=1, pre=True)
GL("Infracost", "ico- + 32 alnum", lambda: "ico-" + mixed(AN, 32), kw="infracost", n=1, pre=True)
GL("Intercom", "60 [a-z0-9=_-] near 'intercom'", lambda: mixed(AN, 59) + "=", kw="intercom", n=1)
GL("Intra42", "s-s4t2ud- + 64 hex", lambda: "s-s4t2" + R.choice(["ud", "af"]) + "-" + r(HEX, 64), kw="intra42", n=1, pre=True)
GL("JFrog", "API key 73 [a-z0-9] near 'jfrog'", lambda: mixed(AN, 73), kw="jfrog", n=1)
GL("JFrog", "identity token 64 [a-z0-9] near 'jfrog'", lambda: mixed(LAN, 64, need=(LOW, DIG)), kw="jfrog", n=1)
GL("JWT", "eyJ header . eyJ payload . signature", jwt, kw="jwt", n=4, pre=True, env="JWT")
GL("Kraken", "80-90 base64 near 'kraken'", lambda: mixed(AN + "+/", 86) + "==", kw="kraken", n=1)
GL("KuCoin", "access 24 hex near 'kucoin'", lambda: r(HEX, 24), kw="kucoin", n=1)
GL("KuCoin", "secret UUID near 'kucoin'", uuid4, kw="kucoin", n=1)
GL("LaunchDarkly", "40 [a-z0-9=_-] near 'launchdarkly'", lambda: mixed(AN + "_-", 40), kw="launchdarkly", n=1)
GL("Linear", "lin_api_ + 40 alnum", lambda: "lin_api_" + mixed(AN, 40), kw="linear", n=2, pre=True, env="LINEAR_API_KEY")
GL("Linear", "client secret 32 hex near 'linear'", lambda: r(HEX, 32), kw="linear", n=1)
GL("LinkedIn", "client id 14 [a-z0-9] near 'linkedin'", lambda: mixed(LAN, 14, need=(LOW, DIG)), kw="linkedin", n=1)
GL("LinkedIn", "client secret 16 [a-z0-9] near 'linkedin'", lambda: mixed(AN, 16), kw="linkedin", n=1)
GL("Lob", "live_/test_ + 35 hex near 'lob'", lambda: R.choice(["live_", "test_"]) + r(HEX, 35), kw="lob", n=1)
GL("Lob", "publishable test_pub_ + 31 hex near 'lob'", lambda: R.choice(["live_pub_", "test_pub_"]) + r(HEX, 31), kw="lob", n=1)
GL("Looker", "client secret 24 alnum near 'looker' (unverified)", lambda: mixed(AN, 24), kw="looker", n=1)
GL("Mailchimp", "32 hex + -us + 2 digits near 'mailchimp'", lambda: r(HEX, 32) + "-us" + str(R.randint(1, 21)), kw="mailchimp", n=2, env="MAILCHIMP_API_KEY")
GL("Mailgun", "private key- + 32 hex", lambda: "key-" + r(HEX, 32), kw="mailgun", n=2, pre=True, env="MAILGUN_API_KEY")
GL("Mailgun", "pubkey- + 32 hex", lambda: "pubkey-" + r(HEX, 32), kw="mailgun", n=1, pre=True)
GL("Mailgun", "signing key 32-8-8 hex near 'mailgun'", lambda: r(HEX, 32) + "-" + r(HEX, 8) + "-" + r(HEX, 8), kw="mailgun", n=1)
GL("Mapbox", "pk./sk. + 60 + . + 22 near 'mapbox'", lambda: R.choice(["pk.", "sk."]) + "eyJ1Ijoi" + mixed(AN, 52) + "." + mixed(AN, 22), kw="mapbox", n=2)
GL("Mattermost", "26 [a-z0-9] near 'mattermost'", lambda: mixed(LAN, 26, need=(LOW, DIG)), kw="mattermost", n=1)
GL("MaxMind", "license key 6 _ 29 _mmk", lambda: mixed(AN, 6) + "_" + mixed(AN, 29) + "_mmk", kw="maxmind", n=1, pre=True)
GL("MessageBird", "25 alnum near 'messagebird'", lambda: mixed(AN, 25), kw="messagebird", n=1)
GL("MessageBird", "client id UUID near 'messagebird'", uuid4, kw="messagebird", n=1)
GL("Microsoft Teams", "incoming webhook URL path",
   lambda: "%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), r(HEX, 32), uuid4()), kw="teams", n=2,
   place=p_url("https://acmecorp.webhook.office.com/webhookb2/{s}"))
GL("New Relic", "user API key NRAK- + 27", lambda: "NRAK-" + mixed(UAN, 27, need=(UP, DIG)), kw="newrelic", n=2, pre=True, env="NEW_RELIC_API_KEY")
GL("New Relic", "browser key NRJS- + 19 hex", lambda: "NRJS-" + r(HEX, 19), kw="newrelic", n=1, pre=True)
GL("New Relic", "insert key NRII- + 32", lambda: "NRII-" + mixed(AN + "-", 32), kw="newrelic", n=1, pre=True)
GL("New Relic", "user API id 64 [a-z0-9] near 'newrelic' (unverified)", lambda: mixed(LAN, 64, need=(LOW, DIG)), kw="newrelic", n=1)
GL("Notion", "ntn_ + 11 digits + 35 alnum", lambda: "ntn_" + r(DIG, 11) + mixed(AN, 35), kw="notion", n=2, pre=True, env="NOTION_TOKEN")
GL("npm", "npm_ + 36 alnum", lambda: "npm_" + mixed(AN, 36), kw="npm", n=3, pre=True, env="NPM_TOKEN")
GL("NuGet", "nuget.config ClearTextPassword", lambda: password(12, 20).replace("$", "S"), kw="nuget", n=2,
   place=p_fixed('<packageSourceCredentials>\n  <github>\n    <add key="Username" value="{u}" />\n    <add key="ClearTextPassword" value="{s}" />\n  </github>\n</packageSourceCredentials>', "block", "nuget.config"))
GL("New York Times", "32 [a-z0-9=_-] near 'nytimes'", lambda: mixed(AN, 32), kw="nytimes", n=1)
GL("Octopus Deploy", "API- + 26 [A-Z0-9]", lambda: "API-" + mixed(UAN, 26, need=(UP, DIG)), kw="octopus", n=2, pre=True)
GL("Okta", "00 + 40 base64url near 'okta'", lambda: "00" + mixed(AN + "-_", 40), kw="okta", n=2, env="OKTA_API_TOKEN")
GL("OpenAI", "sk-proj-/sk-svcacct-/sk-admin- ... T3BlbkFJ ...", lambda: R.choice(["sk-proj-", "sk-proj-", "sk-svcacct-", "sk-admin-"]) + mixed(AN + "-_", 74) + "T3BlbkFJ" + mixed(AN + "-_", 74), kw="openai", n=4, pre=True, env="OPENAI_API_KEY")
GL("OpenAI", "legacy sk- + 20 + T3BlbkFJ + 20", lambda: "sk-" + mixed(AN, 20) + "T3BlbkFJ" + mixed(AN, 20), kw="openai", n=2, pre=True, env="OPENAI_API_KEY")
GL("OpenShift", "sha256~ + 43 base64url", lambda: "sha256~" + mixed(AN + "-_", 43), kw="openshift", n=2, pre=True,
   place=p_choice(lambda sp, v: ("oc login --token=%s --server=https://api.ocp4.example.com:6443" % v, "cmd", None),
                  lambda sp, v: default_place(sp, v)))
GL("Perplexity", "pplx- + 48 alnum", lambda: "pplx-" + mixed(AN, 48), kw="perplexity", n=1, pre=True)
GL("Plaid", "client id 24 [a-z0-9] near 'plaid'", lambda: r(HEX, 24), kw="plaid", n=1)
GL("Plaid", "secret 30 [a-z0-9] near 'plaid'", lambda: mixed(LAN, 30, need=(LOW, DIG)), kw="plaid", n=1)
GL("Plaid", "access-sandbox/production- + UUID", lambda: "access-" + R.choice(["sandbox", "development", "production"]) + "-" + uuid4(), kw="plaid", n=1, pre=True)
GL("PlanetScale", "pscale_pw_/pscale_tkn_/pscale_oauth_ + 43", lambda: R.choice(["pscale_pw_", "pscale_tkn_", "pscale_oauth_"]) + mixed(AN + "_-", 43), kw="planetscale", n=2, pre=True)
GL("Postman", "PMAK- + 24 hex - 34 hex", lambda: "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34), kw="postman", n=2, pre=True, env="POSTMAN_API_KEY")
GL("Prefect", "pnu_ + 36 alnum", lambda: "pnu_" + mixed(AN, 36), kw="prefect", n=1, pre=True)
for _k in ["RSA", "OPENSSH", "EC", "PKCS8", "ENCRYPTED", "DSA"]:
    GL("Private key", "PEM %s private key body" % _k, g_pem(_k), kw="private", n=1, pre=True, place=p_pem(_k))
GL("Private AI", "32 [a-z0-9] near 'private_ai' (unverified)", lambda: mixed(LAN, 32, need=(LOW, DIG)), kw="private_ai", n=1)
GL("Pulumi", "pul- + 40 hex", lambda: "pul-" + r(HEX, 40), kw="pulumi", n=2, pre=True, env="PULUMI_ACCESS_TOKEN")
GL("PyPI", "pypi-AgEIcHlwaS5vcmc + base64url", lambda: "pypi-AgEIcHlwaS5vcmc" + mixed(AN + "-_", R.randint(130, 170)), kw="pypi", n=3, pre=True, env="TWINE_PASSWORD")
GL("RapidAPI", "50 [a-z0-9_-] near 'rapidapi'", lambda: mixed(AN, 50), kw="rapidapi", n=1)
GL("ReadMe", "rdme_ + 70 [a-z0-9]", lambda: "rdme_" + mixed(LAN, 70, need=(LOW, DIG)), kw="readme", n=1, pre=True)
GL("RubyGems", "rubygems_ + 48 hex", lambda: "rubygems_" + r(HEX, 48), kw="rubygems", n=2, pre=True, env="GEM_HOST_API_KEY")
GL("Scalingo", "tk-us- + 48", lambda: "tk-us-" + mixed(AN + "_-", 48), kw="scalingo", n=1, pre=True)
GL("Sendbird", "access id UUID near 'sendbird'", lambda: uuid4(upper=True), kw="sendbird", n=1)
GL("Sendbird", "token 40 hex near 'sendbird'", lambda: r(HEX, 40), kw="sendbird", n=1)
GL("SendGrid", "SG. + 22 . 43", lambda: "SG." + mixed(AN + "-_", 22) + "." + mixed(AN + "-_", 43), kw="sendgrid", n=3, pre=True, env="SENDGRID_API_KEY")
GL("Sendinblue", "xkeysib- + 64 hex - 16", lambda: "xkeysib-" + r(HEX, 64) + "-" + mixed(AN, 16), kw="sendinblue", n=2, pre=True, env="BREVO_API_KEY")
GL("Sentry", "legacy 64 hex near 'sentry'", lambda: r(HEX, 64), kw="sentry", n=1)
GL("Sentry", "user token sntryu_ + 64 hex", lambda: "sntryu_" + r(HEX, 64), kw="sentry", n=1, pre=True)
GL("Sentry", "org token sntrys_eyJ... _ 43",
   lambda: "sntrys_" + b64url(json.dumps({"iat": R.randint(1690000000, 1720000000) + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": R.choice(["acme", "example-org"])}, separators=(",", ":")).encode()) + "_" + mixed(AN + "+/", 43), kw="sentry", n=1, pre=True, env="SENTRY_AUTH_TOKEN")
GL("SettleMint", "sm_pat_/sm_aat_/sm_sat_ + 16", lambda: R.choice(["sm_pat_", "sm_aat_", "sm_sat_"]) + mixed(AN, 16), kw="settlemint", n=1, pre=True)
GL("Shippo", "shippo_live_/test_ + 40 hex", lambda: "shippo_" + R.choice(["live", "test"]) + "_" + r(HEX, 40), kw="shippo", n=1, pre=True)
GL("Shopify", "shpat_/shpca_/shppa_/shpss_ + 32 hex", lambda: R.choice(["shpat_", "shpca_", "shppa_", "shpss_"]) + r(HEX, 32), kw="shopify", n=3, pre=True)
GL("Sidekiq", "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=8hex:8hex", lambda: r(HEX, 8) + ":" + r(HEX, 8), kw="sidekiq", n=2,
   place=p_choice(p_fixed("export BUNDLE_ENTERPRISE__CONTRIBSYS__COM={s}", "line", ".envrc"),
                  p_fixed("BUNDLE_GEMS__CONTRIBSYS__COM: \"{s}\"", "line", ".bundle/config"),
                  lambda sp, v: ("source \"https://%s@enterprise.contribsys.com/\" do" % v, "line", "Gemfile")))
GL("Slack", "bot token xoxb-", lambda: "xoxb-" + r(DIG, 12) + "-" + r(DIG, 13) + "-" + mixed(AN, 24), kw="slack", n=4, pre=True, env="SLACK_BOT_TOKEN")
GL("Slack", "user token xoxp-", lambda: "xoxp-" + r(DIG, 12) + "-" + r(DIG, 12) + "-" + r(DIG, 13) + "-" + r(HEX, 32), kw="slack", n=2, pre=True)
GL("Slack", "app token xapp-1-", lambda: "xapp-1-A" + r(UAN, 10) + "-" + r(DIG, 13) + "-" + r(HEX, 64), kw="slack", n=1, pre=True)
GL("Slack", "config token xoxe.xoxp-1-", lambda: "xoxe.xoxp-1-" + mixed(AN, 163), kw="slack", n=1, pre=True)
GL("Slack", "legacy xoxa-2-/xoxr-/xoxs-", lambda: R.choice(["xoxa-2-", "xoxr-", "xoxs-"]) + r(DIG, 12) + "-" + r(DIG, 12) + "-" + r(DIG, 12) + "-" + r(HEX, 32), kw="slack", n=1, pre=True)
GL("Slack", "webhook hooks.slack.com/services/T/B/24",
   lambda: "T" + r(UAN, 10) + "/B" + r(UAN, 10) + "/" + mixed(AN, 24), kw="slack", n=3,
   place=p_url("https://hooks.slack.com/services/{s}"))
GL("Snyk", "UUID near 'snyk'", uuid4, kw="snyk", n=2, env="SNYK_TOKEN")
GL("SonarQube", "squ_/sqp_/sqa_ + 40 near 'sonar'", lambda: R.choice(["squ_", "sqp_", "sqa_"]) + r(HEX, 40), kw="sonar", n=2, env="SONAR_TOKEN")
GL("Sourcegraph", "sgp_ + 16 hex + _ + 40 hex", lambda: "sgp_" + R.choice([r(HEX, 16), "local"]) + "_" + r(HEX, 40), kw="sourcegraph", n=1, pre=True)
GL("Square", "access token EAAA + 60", lambda: "EAAA" + mixed(AN + "-_", 60), kw="square", n=2, pre=True)
GL("Square", "sq0atp- + 22", lambda: "sq0atp-" + mixed(AN + "-_", 22), kw="square", n=1, pre=True)
GL("Square", "OAuth secret sq0csp- + 43", lambda: "sq0csp-" + mixed(AN + "-_", 43), kw="square", n=1, pre=True)
GL("Squarespace", "UUID near 'squarespace'", uuid4, kw="squarespace", n=1)
GL("Stripe", "sk_live_/sk_test_/rk_live_ + alnum", lambda: R.choice(["sk_live_", "sk_test_", "rk_live_", "rk_test_", "sk_prod_"]) + mixed(AN, R.choice([24, 34, 99])), kw="stripe", n=5, pre=True, env="STRIPE_SECRET_KEY")
GL("Sumo Logic", "access id su + 12 near 'sumo'", lambda: "su" + mixed(AN, 12), kw="sumo", n=2, env="SUMO_ACCESS_ID")
GL("Sumo Logic", "access key 64 alnum near 'sumo'", lambda: mixed(AN, 64), kw="sumo", n=2, env="SUMO_ACCESS_KEY")
GL("Telegram", "bot token digits:AA... near 'telegram'", lambda: str(R.randint(10**8, 10**10)) + ":AA" + mixed(AN + "_-", 33), kw="telegram", n=3, env="TELEGRAM_BOT_TOKEN")
GL("Travis CI", "22 [a-z0-9] near 'travis'", lambda: mixed(AN, 22), kw="travis", n=1)
GL("Twilio", "API key SK + 32 hex", lambda: "SK" + r(HEX, 32), kw="twilio", n=2, pre=True, env="TWILIO_API_KEY")
GL("Twitch", "30 [a-z0-9] near 'twitch'", lambda: mixed(LAN, 30, need=(LOW, DIG)), kw="twitch", n=1)
GL("Twitter", "bearer token 22 A + 80-100", lambda: "A" * 22 + mixed(AN + "%", 90), kw="twitter", n=2, pre=True, env="TWITTER_BEARER_TOKEN")
GL("Twitter", "API key 25 alnum near 'twitter'", lambda: mixed(AN, 25), kw="twitter", n=1)
GL("Twitter", "API secret 50 alnum near 'twitter'", lambda: mixed(AN, 50), kw="twitter", n=1)
GL("Twitter", "access token digits-alnum near 'twitter'", lambda: r(DIG, 19) + "-" + mixed(AN, 31), kw="twitter", n=1)
GL("Twitter", "access secret 45 alnum near 'twitter'", lambda: mixed(AN, 45), kw="twitter", n=1)
GL("Typeform", "tfp_ + 59 near 'typeform'", lambda: "tfp_" + mixed(AN + "_-", 44) + "_" + mixed(AN, 14), kw="typeform", n=1)
GL("Yandex", "API key AQVN + 35-38", lambda: "AQVN" + mixed(AN + "_-", 36), kw="yandex", n=1)
GL("Yandex", "AWS-style YC + 38", lambda: "YC" + mixed(AN + "_-", 38), kw="yandex", n=1)
GL("Yandex", "IAM token t1. ... . 86", lambda: "t1." + mixed(AN + "_-", 40) + "." + mixed(AN + "_-", 86), kw="yandex", n=1)
GL("Zendesk", "40 alnum near 'zendesk'", lambda: mixed(AN, 40), kw="zendesk", n=2, env="ZENDESK_API_TOKEN")
GL("Cisco Meraki", "40 hex near 'meraki' (unverified)", lambda: r(HEX, 40), kw="meraki", n=1)
GL("ClickHouse Cloud", "4b1d + 38 alnum (unverified)", lambda: "4b1d" + mixed(AN, 38), kw="clickhouse", n=1, pre=True)
GL("Freemius", "'secret_key' => 'sk_' + 29 in fs_dynamic_init",
   lambda: "sk_" + mixed(AN + "~!@#%^*()-+=[]{}|;:,.<>?", 29).replace("$", "S"), kw="freemius", n=1,
   place=p_fixed("$my_fs = fs_dynamic_init( array(\n    'id'                  => '%s',\n    'slug'                => 'my-plugin',\n    'type'                => 'plugin',\n    'public_key'          => 'pk_%s',\n    'secret_key'          => '{s}',\n) );" % (R.randint(1000, 99999), r(HEX, 29)), "block", "freemius.php"))
GL("Terraform variables", "administrator_login_password in .tf", lambda: password(14, 22).replace("$", "S"), kw="terraform", n=2,
   place=p_fixed('resource "azurerm_mssql_server" "main" {\n  name                         = "sql-prod-01"\n  administrator_login          = "{u}"\n  administrator_login_password = "{s}"\n  version                      = "12.0"\n}', "block", "main.tf"))
GL("Kubernetes Secret", "kind: Secret data base64 value",
   lambda: base64.b64encode(password(12, 20).encode()).decode(), kw="k8s", n=2,
   place=p_fixed("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: YWRtaW4=\n  password: {s}", "block", "secret.yaml"))
GL("Generic API key", "keyword + high-entropy [\\w.=-]{10,150}", lambda: mixed(AN + "_-", R.choice([20, 24, 32, 40])), kw=None, n=10,
   place=lambda sp, v: R.choice([
       ('api_key = "%s"' % v, "line", "settings.py"), ('"access_token": "%s"' % v, "line", "auth.json"),
       ("client_secret: %s" % v, "line", "oauth.yaml"), ('credentials = "%s"' % v, "line", "app.conf"),
       ('AUTH_TOKEN="%s"' % v, "line", ".env"), ('private-token: %s' % v, "line", "gitlab-ci.yml"),
       ('<add key="ApiSecret" value="%s" />' % v, "line", "Web.config"), ("const apiSecret = '%s';" % v, "line", "api.js"),
       ('"passwd": "%s"' % v, "line", "users.json"), ("access_key = %s" % v, "line", "s3cfg")]))

# ============================================================ TRUFFLEHOG specs
TH("AWS", "secret access key 40 base64 paired with AKIA id", lambda: mixed(AN + "+/", 40), kw="aws", n=4,
   place=lambda sp, v: R.choice([
       ("[default]\naws_access_key_id = AKIA%s\naws_secret_access_key = %s\nregion = us-east-1" % (r(UP + "234567", 16), v), "block", "credentials"),
       ("AWS_ACCESS_KEY_ID=AKIA%s\nAWS_SECRET_ACCESS_KEY=%s" % (r(UP + "234567", 16), v), "block", ".env"),
       ("aws key AKIA%s secret %s" % (r(UP + "234567", 16), v), "free", None)]))
TH("Adafruit IO", "aio_ + 28 alnum", lambda: "aio_" + mixed(AN, 28), kw="adafruit", n=1, pre=True)
TH("Abstract API", "32 hex near 'abstract'", lambda: r(HEX, 32), kw="abstract", n=2)
TH("AbuseIPDB", "80 [a-z0-9] near 'abuseipdb'", lambda: r(HEX, 80), kw="abuseipdb", n=1)
TH("Agora", "key 32 hex + secret 32 hex", lambda: r(HEX, 32), kw="agora", n=1, place=p_pair("key", "secret", lambda: r(HEX, 32)))
TH("Airbrake", "project key 32 hex + project id", lambda: r(HEX, 32), kw="airbrake", n=1, place=p_pair("project_id", "project_key", lambda: str(R.randint(100000, 999999))))
TH("Amplitude", "api key 32 hex near 'amplitude'", lambda: r(HEX, 32), kw="amplitude", n=1)
TH("Apify", "apify_api_ + 36 alnum", lambda: "apify_api_" + mixed(AN, 36), kw="apify", n=1, pre=True)
TH("AssemblyAI", "32 hex near 'assemblyai'", lambda: r(HEX, 32), kw="assemblyai", n=1)
TH("Auth0", "client secret 64 base64url with client id + domain", lambda: mixed(AN + "-_", 64), kw="auth0", n=2,
   place=lambda sp, v: ("AUTH0_DOMAIN=%s.us.auth0.com\nAUTH0_CLIENT_ID=%s\nAUTH0_CLIENT_SECRET=%s" % (R.choice(["dev-x1y2z3", "acme-prod", "myapp"]), mixed(AN, 32), v), "block", ".env"))
TH("Azure AD", "client secret with tenant + client id", lambda: mixed(AN, 3) + R.choice(DIG) + "Q~" + mixed(AN + "_~.-", 34), kw="azure", n=2,
   place=lambda sp, v: ('{\n  "tenantId": "%s",\n  "clientId": "%s",\n  "clientSecret": "%s"\n}' % (uuid4(), uuid4(), v), "block", "azure.json"))
TH("BrowserStack", "access key 20 alnum + username", lambda: mixed(AN, 20), kw="browserstack", n=1, place=p_pair("username", "access_key", lambda: user() + "_" + r(AN, 6)))
TH("Buildkite", "bkua_ + 40", lambda: "bkua_" + r(HEX, 40), kw="buildkite", n=1, pre=True)
TH("Bugsnag", "32 hex near 'bugsnag'", lambda: r(HEX, 32), kw="bugsnag", n=1)
TH("CircleCI", "CCIPAT_ + 22 + _ + 40 hex (unverified)", lambda: "CCIPAT_" + mixed(AN, 22) + "_" + r(HEX, 40), kw="circleci", n=1, pre=True)
TH("ClickUp", "pk_ + digits + _ + 32 [0-9A-Z]", lambda: "pk_" + r(DIG, 8) + "_" + mixed(UAN, 32, need=(UP, DIG)), kw="clickup", n=1, pre=True)
TH("Close CRM", "api_ + 45 [a-zA-Z0-9.] (unverified)", lambda: "api_" + mixed(AN, 22) + "." + mixed(AN, 22), kw="close", n=1, pre=True)
TH("Cloudsmith", "40 hex near 'cloudsmith'", lambda: r(HEX, 40), kw="cloudsmith", n=1)
TH("Coda", "UUID near 'coda'", uuid4, kw="coda", n=1)
TH("Codacy", "20 alnum near 'codacy'", lambda: mixed(AN, 20), kw="codacy", n=1)
TH("Confluent", "key 16 + secret 64 pair", lambda: mixed(AN + "+/", 64), kw="confluent", n=1, place=p_pair("key", "secret", lambda: mixed(UAN, 16, need=(UP, DIG))))
TH("Contentful", "PAT CFPAT- + 43", lambda: "CFPAT-" + mixed(AN + "-_", 43), kw="contentful", n=1, pre=True)
TH("ConvertKit", "22 alnum near 'convertkit'", lambda: mixed(AN, 22), kw="convertkit", n=1)
TH("Customer.io", "site id 20 hex + api key 20 hex", lambda: r(HEX, 20), kw="customerio", n=1, place=p_pair("site_id", "api_key", lambda: r(HEX, 20)))
TH("Datadog", "API key 32 hex + app key 40 hex", lambda: r(HEX, 40), kw="datadog", n=2, place=p_pair("api_key", "app_key", lambda: r(HEX, 32)))
TH("Deepgram", "40 hex near 'deepgram'", lambda: r(HEX, 40), kw="deepgram", n=1)
TH("DigitalOcean", "dop_v1_ + 64 hex", lambda: "dop_v1_" + r(HEX, 64), kw="digitalocean", n=1, pre=True)
TH("Discord", "webhook discord.com/api/webhooks/id/68", lambda: r(DIG, 19) + "/" + mixed(AN + "-_", 68), kw="discord", n=2,
   place=p_url("https://discord.com/api/webhooks/{s}"))
TH("Discord", "bot token M...(24).(6).(27)", lambda: R.choice("MNO") + mixed(AN, 23) + "." + mixed(AN + "-_", 6) + "." + mixed(AN + "-_", 27), kw="discord", n=2, pre=True, env="DISCORD_BOT_TOKEN")
TH("Docker Hub", "dckr_pat_ + 27", lambda: "dckr_pat_" + mixed(AN + "-_", 27), kw="docker", n=2, pre=True,
   place=p_choice(lambda sp, v: ("echo %s | docker login -u %s --password-stdin" % (v, user()), "cmd", None), lambda sp, v: default_place(sp, v)))
TH("DocuSign", "integration key UUID + secret UUID", uuid4, kw="docusign", n=1, place=p_pair("integration_key", "secret_key", uuid4))
TH("Doppler", "dp.st.<env>. / dp.ct. + 40-44", lambda: R.choice(["dp.st.prd.", "dp.st.dev.", "dp.ct.", "dp.sa."]) + mixed(AN, 43), kw="doppler", n=2, pre=True)
TH("ElevenLabs", "sk_ + 48 hex (unverified)", lambda: "sk_" + r(HEX, 48), kw="elevenlabs", n=1)
TH("Etherscan", "34 [A-Z0-9] near 'etherscan'", lambda: mixed(UAN, 34, need=(UP, DIG)), kw="etherscan", n=1)
TH("Eventbrite", "20 [A-Z0-9] near 'eventbrite'", lambda: mixed(UAN, 20, need=(UP, DIG)), kw="eventbrite", n=1)
TH("Figma", "figd_ + 40", lambda: "figd_" + mixed(AN + "-_", 40), kw="figma", n=2, pre=True)
TH("Freshdesk", "20 alnum + domain", lambda: mixed(AN, 20), kw="freshdesk", n=1,
   place=lambda sp, v: ("freshdesk domain acme.freshdesk.com key %s" % v, "free", None))
def _gcp_sa(sp, v):
    proj = "proj-" + r(LAN, 6)
    return ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "deployer@%s.iam.gserviceaccount.com",\n  "client_id": "%s",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}'
            % (proj, r(HEX, 40), v, proj, r(DIG, 21)), "block", "service-account.json")


TH("GCP", "service account JSON private_key", lambda: pem("PKCS8")[1].replace("\n", "\\n"), kw="gcp", n=2, place=_gcp_sa)
TH("GitHub", "ghp_ in free text", lambda: "ghp_" + mixed(AN, 36), kw="github", n=2, pre=True)
TH("GitHub App", "private key + app id", lambda: pem("RSA")[1], kw="github", n=1,
   place=lambda sp, v: ("GITHUB_APP_ID=%d\nGITHUB_APP_PRIVATE_KEY=\"-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----\"" % (R.randint(100000, 999999), v), "block", ".env"))
TH("Groq", "gsk_ + 52 alnum", lambda: "gsk_" + mixed(AN, 52), kw="groq", n=2, pre=True, env="GROQ_API_KEY")
TH("Harvest", "token + account id (unverified)", lambda: r(DIG, 7) + ".pt." + mixed(AN + "-_", 86), kw="harvest", n=1, place=p_pair("account_id", "token", lambda: r(DIG, 7)))
TH("Heroku", "UUID near heroku", uuid4, kw="heroku", n=1)
TH("HubSpot", "private app token pat-na1-UUID", lambda: "pat-" + R.choice(["na1", "eu1"]) + "-" + uuid4(), kw="hubspot", n=2, pre=True)
TH("Hugging Face", "hf_ + 34", lambda: "hf_" + mixed(LOW + UP, 34, need=(LOW, UP)), kw="huggingface", n=1, pre=True)
TH("Hunter", "40 hex near 'hunter'", lambda: r(HEX, 40), kw="hunter", n=1)
TH("Infura", "32 hex near 'infura'", lambda: r(HEX, 32), kw="infura", n=1,
   place=p_choice(p_url("https://mainnet.infura.io/v3/{s}"), lambda sp, v: default_place(sp, v)))
TH("IPinfo", "14 hex near 'ipinfo'", lambda: r(HEX, 14), kw="ipinfo", n=1)
TH("Jira", "24 alnum + email + domain", lambda: mixed(AN, 24), kw="jira", n=1,
   place=lambda sp, v: ("jira email: %s@acme.com\njira domain: acme.atlassian.net\njira token: %s" % (user(), v), "block", "jira.txt"))
TH("Klaviyo", "pk_ + 34 hex", lambda: "pk_" + r(HEX, 34), kw="klaviyo", n=1, pre=True)
TH("LaunchDarkly", "api-/sdk- + UUID", lambda: R.choice(["api-", "sdk-"]) + uuid4(), kw="launchdarkly", n=2, pre=True)
TH("Loggly", "UUID near 'loggly'", uuid4, kw="loggly", n=1)
TH("Lokalise", "40 hex near 'lokalise'", lambda: r(HEX, 40), kw="lokalise", n=1)
TH("Mailchimp", "32 hex -usNN", lambda: r(HEX, 32) + "-us" + str(R.randint(1, 20)), kw="mailchimp", n=1, pre=True)
TH("Mailgun", "key- + 32 hex", lambda: "key-" + r(HEX, 32), kw="mailgun", n=1, pre=True)
TH("Mailjet", "key 32 hex + secret 32 hex", lambda: r(HEX, 32), kw="mailjet", n=1, place=p_pair("api_key", "secret_key", lambda: r(HEX, 32)))
TH("Mandrill", "22 base64url near 'mandrill'", lambda: mixed(AN + "-_", 22), kw="mandrill", n=1)
TH("Mapbox", "sk.eyJ... secret token", lambda: "sk.eyJ1Ijoi" + mixed(AN, 52) + "." + mixed(AN + "-_", 22), kw="mapbox", n=1, pre=True)
TH("Microsoft Teams", "webhook URL", lambda: "%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), r(HEX, 32), uuid4()), kw="teams", n=1,
   place=p_url("https://outlook.office.com/webhookb2/{s}"))
TH("Mux", "token id UUID + secret 75", lambda: mixed(AN + "+/", 75), kw="mux", n=1, place=p_pair("token_id", "token_secret", uuid4))
TH("Nexmo / Vonage", "key 8 + secret 16", lambda: mixed(AN, 16), kw="nexmo", n=1, place=p_pair("api_key", "api_secret", lambda: r(HEX, 8)))
TH("NewsAPI", "32 hex near 'newsapi'", lambda: r(HEX, 32), kw="newsapi", n=1)
TH("Ngrok", "2 + 26 + _ + 21 (unverified)", lambda: "2" + mixed(AN, 26) + "_" + R.choice(DIG) + mixed(AN, 20), kw="ngrok", n=2,
   place=p_choice(lambda sp, v: ("ngrok config add-authtoken %s" % v, "cmd", None), lambda sp, v: ("authtoken: %s" % v, "line", "ngrok.yml")))
TH("Notion", "secret_ + 43", lambda: "secret_" + mixed(AN, 43), kw="notion", n=1, pre=True)
TH("NuGet", "oy2 + 43 [a-z0-9]", lambda: "oy2" + mixed(LAN, 43, need=(LOW, DIG)), kw="nuget", n=2, pre=True,
   place=p_choice(lambda sp, v: ("dotnet nuget push bin/Release/App.1.2.0.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % v, "cmd", None), lambda sp, v: default_place(sp, v)))
TH("Okta", "00 + 40 with okta domain", lambda: "00" + mixed(AN + "-_", 40), kw="okta", n=1,
   place=lambda sp, v: ("okta domain dev-%s.okta.com token %s" % (r(DIG, 8), v), "free", None))
TH("OneSignal", "48 [a-z0-9] near 'onesignal'", lambda: mixed(LAN, 48, need=(LOW, DIG)), kw="onesignal", n=1)
TH("OpenAI", "sk-proj- ... T3BlbkFJ ...", lambda: "sk-proj-" + mixed(AN + "-_", 74) + "T3BlbkFJ" + mixed(AN + "-_", 74), kw="openai", n=1, pre=True)
TH("OpenWeather", "32 hex near 'openweather'", lambda: r(HEX, 32), kw="openweather", n=1,
   place=p_choice(p_url("https://api.openweathermap.org/data/2.5/weather?q=London&appid={s}"), lambda sp, v: default_place(sp, v)))
TH("Opsgenie", "UUID near 'opsgenie'", uuid4, kw="opsgenie", n=1)
TH("PagerDuty", "20 [a-zA-Z0-9_+-] near 'pagerduty'", lambda: "u+" + mixed(AN + "_-", 18), kw="pagerduty", n=1)
TH("Paystack", "sk_live_/sk_test_ + 40 (unverified)", lambda: "sk_" + R.choice(["live", "test"]) + "_" + r(HEX, 40), kw="paystack", n=1)
TH("Pipedrive", "40 hex near 'pipedrive'", lambda: r(HEX, 40), kw="pipedrive", n=1)
TH("PlanetScale", "pscale_tkn_ + 43 with token id", lambda: "pscale_tkn_" + mixed(AN + "_-", 43), kw="planetscale", n=1, pre=True)
TH("Plivo", "auth id + token 40", lambda: mixed(AN, 40), kw="plivo", n=1, place=p_pair("auth_id", "auth_token", lambda: "MA" + mixed(UAN, 18, need=(UP, DIG))))
TH("PostHog", "phx_ + 43", lambda: "phx_" + mixed(AN, 43), kw="posthog", n=1, pre=True)
TH("Postman", "PMAK-", lambda: "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34), kw="postman", n=1, pre=True)
TH("Postmark", "UUID near 'postmark'", uuid4, kw="postmark", n=1)
TH("PubNub", "publish key pub-c-UUID + subscribe key", lambda: "pub-c-" + uuid4(), kw="pubnub", n=1, pre=True)
TH("Pushbullet", "o. + 32", lambda: "o." + mixed(AN, 32), kw="pushbullet", n=1)
TH("Pusher", "app id + key 20 hex + secret 20 hex", lambda: r(HEX, 20), kw="pusher", n=1, place=p_pair("key", "secret", lambda: r(HEX, 20)))
TH("Razorpay", "rzp_live_ key id + 24 secret", lambda: mixed(AN, 24), kw="razorpay", n=1, place=p_pair("key_id", "key_secret", lambda: "rzp_live_" + mixed(AN, 14)))
TH("Replicate", "r8_ + 37", lambda: "r8_" + mixed(AN, 37), kw="replicate", n=2, pre=True, env="REPLICATE_API_TOKEN")
TH("Rollbar", "32 hex near 'rollbar'", lambda: r(HEX, 32), kw="rollbar", n=1)
TH("Salesforce", "00D...!... access token + instance (unverified)", lambda: "00D" + mixed(AN, 12) + "!" + mixed(AN + "._", 96), kw="salesforce", n=1,
   place=lambda sp, v: ("salesforce instance https://acme.my.salesforce.com token %s" % v, "free", None))
TH("Sauce Labs", "UUID access key + username", uuid4, kw="saucelabs", n=1, place=p_pair("username", "access_key", lambda: user() + r(DIG, 3)))
TH("SendGrid", "SG. token", lambda: "SG." + mixed(AN + "-_", 22) + "." + mixed(AN + "-_", 43), kw="sendgrid", n=1, pre=True)
TH("Sentry", "sntryu_ + 64 hex", lambda: "sntryu_" + r(HEX, 64), kw="sentry", n=1, pre=True)
TH("Shodan", "32 alnum near 'shodan'", lambda: mixed(AN, 32), kw="shodan", n=1)
TH("Slack", "xoxb- token", lambda: "xoxb-" + r(DIG, 13) + "-" + r(DIG, 13) + "-" + mixed(AN, 24), kw="slack", n=1, pre=True)
TH("Slack", "webhook URL", lambda: "T" + r(UAN, 8) + "/B" + r(UAN, 10) + "/" + mixed(AN, 24), kw="slack", n=1, place=p_url("https://hooks.slack.com/services/{s}"))
TH("Smartsheet", "37 alnum near 'smartsheet'", lambda: mixed(AN, 37), kw="smartsheet", n=1)
TH("Snyk", "UUID near 'snyk'", uuid4, kw="snyk", n=1)
TH("SonarCloud", "40 hex near 'sonar'", lambda: r(HEX, 40), kw="sonar", n=1)
TH("SparkPost", "40 hex near 'sparkpost'", lambda: r(HEX, 40), kw="sparkpost", n=1)
TH("Square", "EAAA access token", lambda: "EAAA" + mixed(AN + "-_", 60), kw="square", n=1, pre=True)
TH("Statuspage", "UUID near 'statuspage'", uuid4, kw="statuspage", n=1)
TH("Strava", "secret 40 hex + client id", lambda: r(HEX, 40), kw="strava", n=1, place=p_pair("client_id", "client_secret", lambda: r(DIG, 5)))
TH("Stripe", "sk_live_ + 99", lambda: "sk_live_" + mixed(AN, 99), kw="stripe", n=2, pre=True)
TH("Sumo Logic", "access id + key pair", lambda: mixed(AN, 64), kw="sumo", n=1, place=p_pair("access_id", "access_key", lambda: "su" + mixed(AN, 12)))
TH("Supabase", "sbp_ + 40 hex", lambda: "sbp_" + r(HEX, 40), kw="supabase", n=2, pre=True)
TH("Tailscale", "tskey-api-/tskey-auth- (unverified)", lambda: "tskey-" + R.choice(["api", "auth"]) + "-k" + mixed(AN, 10) + "CNTRL-" + mixed(AN, 33), kw="tailscale", n=2, pre=True, env="TS_AUTHKEY")
TH("Telegram", "bot token", lambda: str(R.randint(10**9, 7 * 10**9)) + ":AA" + mixed(AN + "_-", 33), kw="telegram", n=1)
TH("Telnyx", "KEY + 55 (unverified)", lambda: "KEY" + r(HEXU, 32) + "_" + mixed(AN, 22), kw="telnyx", n=1, pre=True)
TH("Terraform Cloud", ".atlasv1. token", lambda: mixed(LAN, 14, need=(LOW, DIG)) + ".atlasv1." + mixed(AN + "_-", 67), kw="terraform", n=1,
   place=lambda sp, v: ('credentials "app.terraform.io" {\n  token = "%s"\n}' % v, "block", ".terraformrc"))
TH("Tiingo", "40 hex near 'tiingo'", lambda: r(HEX, 40), kw="tiingo", n=1)
TH("Todoist", "40 hex near 'todoist'", lambda: r(HEX, 40), kw="todoist", n=1)
TH("TomTom", "32 alnum near 'tomtom'", lambda: mixed(AN, 32), kw="tomtom", n=1)
TH("Trello", "key 32 hex + token 64", lambda: mixed(AN, 64), kw="trello", n=1, place=p_pair("key", "token", lambda: r(HEX, 32)))
TH("Twilio", "account SID AC + auth token 32 hex", lambda: r(HEX, 32), kw="twilio", n=3, place=p_pair("account_sid", "auth_token", lambda: "AC" + r(HEX, 32)))
TH("Ubidots", "BBFF- + 30", lambda: "BBFF-" + mixed(AN, 30), kw="ubidots", n=1, pre=True)
TH("Unsplash", "43 base64url near 'unsplash'", lambda: mixed(AN + "-_", 43), kw="unsplash", n=1)
TH("Uploadcare", "public key + secret 20", lambda: r(HEX, 20), kw="uploadcare", n=1, place=p_pair("public_key", "secret_key", lambda: r(HEX, 20)))
TH("Vercel", "24 alnum near 'vercel'", lambda: mixed(AN, 24), kw="vercel", n=2, env="VERCEL_TOKEN")
TH("VirusTotal", "64 hex near 'virustotal'", lambda: r(HEX, 64), kw="virustotal", n=1)
TH("Vultr", "36 [A-Z0-9] near 'vultr'", lambda: mixed(UAN, 36, need=(UP, DIG)), kw="vultr", n=1)
TH("Wistia", "64 hex near 'wistia'", lambda: r(HEX, 64), kw="wistia", n=1)
TH("YouTube", "AIza key near 'youtube'", lambda: "AIza" + mixed(AN + "-_", 35), kw="youtube", n=1)
TH("Zapier", "hooks.zapier.com catch webhook", lambda: r(DIG, 7) + "/" + r(LAN, 6), kw="zapier", n=1, place=p_url("https://hooks.zapier.com/hooks/catch/{s}/"))
TH("ZeroBounce", "32 hex near 'zerobounce'", lambda: r(HEX, 32), kw="zerobounce", n=1)
TH("Zendesk", "token 40 + email + subdomain", lambda: mixed(AN, 40), kw="zendesk", n=1,
   place=lambda sp, v: ("zendesk subdomain acme, email %s@acme.com/token, api token %s" % (user(), v), "free", None))
TH("Bitly", "40 alnum near 'bitly'", lambda: r(HEX, 40), kw="bitly", n=1)
TH("Asana", "PAT 1/digits:32", lambda: "1/" + r(DIG, 16) + ":" + r(HEX, 32), kw="asana", n=1)
TH("JDBC", "jdbc connection string password", lambda: mixed(AN, 14), kw="jdbc", n=2,
   place=p_choice(p_url("jdbc:postgresql://{h}:5432/orders?user={u}&password={s}&ssl=true", "url"),
                  p_url("jdbc:mysql://{u}:{s}@{h}:3306/inventory", "url"),
                  p_url("jdbc:sqlserver://{h}:1433;databaseName=crm;user={u};password={s};encrypt=true", "url")))
TH("URI basic auth", "https://user:pass@host", lambda: mixed(AN, 16), kw="uri", n=3,
   place=p_choice(p_url("https://{u}:{s}@{h}/api/v1/status"), p_url("http://{u}:{s}@{h}:8081/repository/maven-releases/")))
TH("Redis", "redis://user:pass@host", lambda: mixed(AN, 24), kw="redis", n=2,
   place=p_choice(p_url("redis://default:{s}@{h}:6379/0"), p_url("rediss://:{s}@{h}:6380")))
TH("MongoDB", "mongodb+srv://user:pass@host", lambda: mixed(AN, 16), kw="mongodb", n=2,
   place=p_choice(p_url("mongodb+srv://{u}:{s}@cluster0.ab12c.mongodb.net/?retryWrites=true&w=majority"), p_url("mongodb://{u}:{s}@{h}:27017/admin")))
TH("FTP", "ftp://user:pass@host", lambda: mixed(AN, 12), kw="ftp", n=1, place=p_url("ftp://{u}:{s}@ftp.partner-files.com/outgoing/"))
TH("LDAP", "ldap bind password", lambda: password(12, 18).replace("$", "S"), kw="ldap", n=1,
   place=lambda sp, v: ("ldapsearch -H ldap://ldap.corp.example.org -D \"cn=admin,dc=corp,dc=example,dc=org\" -w '%s' -b \"dc=corp,dc=example,dc=org\"" % v, "cmd", None))
TH("SQL Server", "ADO connection string Password=", lambda: password(12, 18).replace("$", "S").replace(";", "!"), kw="sqlserver", n=2,
   place=p_fixed("Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=crm;User ID={u};Password={s};Encrypt=True;", "line", "appsettings.json"))


# more trufflehog keyword + pattern detectors (PrefixRegex(keyword) + fixed-length token)
_H = lambda n: (lambda: r(HEX, n))
_A = lambda n: (lambda: mixed(AN, n))
_U = lambda n: (lambda: mixed(UAN, n, need=(UP, DIG)))
_L = lambda n: (lambda: mixed(LAN, n, need=(LOW, DIG)))
_B = lambda n: (lambda: mixed(AN + "-_", n))
for _p, _kw, _fmt, _g in [
    ("Alconost", "alconost", "32 [a-z0-9]", _L(32)),
    ("Aletheia API", "aletheiaapi", "32 [A-Z0-9]", _U(32)),
    ("Ambee", "ambee", "64 hex", _H(64)),
    ("ApiFlash", "apiflash", "32 hex", _H(32)),
    ("APITemplate.io", "apitemplate", "39 alnum", _A(39)),
    ("Aviationstack", "aviationstack", "32 hex", _H(32)),
    ("Aylien", "aylien", "32 hex", _H(32)),
    ("Ayrshare", "ayrshare", "8-8-8-8 [A-Z0-9]", lambda: "-".join(mixed(UAN, 8, need=(UP, DIG)) for _ in range(4))),
    ("Bannerbear", "bannerbear", "22 alnum + tt", lambda: mixed(AN, 22) + "tt"),
    ("Baremetrics", "baremetrics", "25 alnum", _A(25)),
    ("Brandfetch", "brandfetch", "40 alnum", _A(40)),
    ("ButterCMS", "buttercms", "40 hex", _H(40)),
    ("Calendarific", "calendarific", "40 hex", _H(40)),
    ("Carbon Interface", "carboninterface", "21 alnum", _A(21)),
    ("Clarifai", "clarifai", "32 hex", _H(32)),
    ("Clearbit", "clearbit", "sk_ + 32 hex", lambda: "sk_" + r(HEX, 32)),
    ("Clockify", "clockify", "48 alnum", _A(48)),
    ("CoinAPI", "coinapi", "UUID upper", lambda: uuid4(upper=True)),
    ("CoinMarketCap", "coinmarketcap", "UUID", uuid4),
    ("Courier", "courier", "pk_prod_ + 28 [A-Z0-9]", lambda: "pk_prod_" + mixed(UAN, 28, need=(UP, DIG))),
    ("Coveralls", "coveralls", "37 alnum", _A(37)),
    ("Currencylayer", "currencylayer", "32 hex (apilayer)", _H(32)),
    ("Delighted", "delighted", "32 alnum", _A(32)),
    ("Detectify", "detectify", "32 hex", _H(32)),
    ("DetectLanguage", "detectlanguage", "32 hex", _H(32)),
    ("Diffbot", "diffbot", "32 hex", _H(32)),
    ("Disqus", "disqus", "64 alnum", _A(64)),
    ("Edamam", "edamam", "32 hex app key", _H(32)),
    ("ExchangeRate-API", "exchangerate", "24 hex", _H(24)),
    ("Fixer.io", "fixer", "32 hex", _H(32)),
    ("Foursquare", "foursquare", "48 [A-Z0-9]", _U(48)),
    ("Geoapify", "geoapify", "32 hex", _H(32)),
    ("Geocodio", "geocodio", "39 hex", _H(39)),
    ("GetResponse", "getresponse", "32 [a-z0-9]", _L(32)),
    ("Gumroad", "gumroad", "43 base64url", _B(43)),
    ("Gyazo", "gyazo", "43 base64url", _B(43)),
    ("HelloSign", "hellosign", "64 hex", _H(64)),
    ("Holiday API", "holidayapi", "UUID", uuid4),
    ("ImageKit", "imagekit", "private_ + 27 base64", lambda: "private_" + mixed(AN + "+/", 27) + "="),
    ("Intrinio", "intrinio", "44 alnum", _A(44)),
    ("IPQualityScore", "ipquality", "32 alnum", _A(32)),
    ("ipstack", "ipstack", "32 hex (apilayer)", _H(32)),
    ("LinkPreview", "linkpreview", "32 hex", _H(32)),
    ("LoginRadius", "loginradius", "UUID", uuid4),
    ("Lunch Money", "lunchmoney", "50 hex", _H(50)),
    ("Marketstack", "marketstack", "32 hex (apilayer)", _H(32)),
    ("MeaningCloud", "meaningcloud", "32 hex", _H(32)),
    ("Mediastack", "mediastack", "32 hex (apilayer)", _H(32)),
    ("Mixpanel", "mixpanel", "32 hex secret", _H(32)),
    ("MonkeyLearn", "monkeylearn", "40 hex", _H(40)),
    ("Moralis", "moralis", "64 alnum", _A(64)),
    ("NFTPort", "nftport", "UUID", uuid4),
    ("Nightfall", "nightfall", "NF- + 32 alnum", lambda: "NF-" + mixed(AN, 32)),
    ("Numverify", "numverify", "32 hex (apilayer)", _H(32)),
    ("Nylas", "nylas", "30 alnum", _A(30)),
    ("OpenCage", "opencagedata", "32 hex", _H(32)),
    ("PandaDoc", "pandadoc", "40 hex", _H(40)),
    ("Pastebin", "pastebin", "32 alnum", _A(32)),
    ("PDFShift", "pdfshift", "32 hex", _H(32)),
    ("People Data Labs", "peopledatalabs", "64 hex", _H(64)),
    ("Percy", "percy", "64 hex", _H(64)),
    ("Polygon.io", "polygon", "32 alnum", _A(32)),
    ("Positionstack", "positionstack", "32 hex (apilayer)", _H(32)),
    ("RAWG", "rawg", "32 hex", _H(32)),
    ("Rebrandly", "rebrandly", "32 hex", _H(32)),
    ("ScraperAPI", "scraperapi", "32 hex", _H(32)),
    ("ScrapingBee", "scrapingbee", "80 [A-Z0-9]", _U(80)),
    ("SerpApi", "serpapi", "64 hex", _H(64)),
    ("Serpstack", "serpstack", "32 hex (apilayer)", _H(32)),
    ("Shotstack", "shotstack", "40 alnum", _A(40)),
    ("SimFin", "simfin", "32 alnum", _A(32)),
    ("Spoonacular", "spoonacular", "32 hex", _H(32)),
    ("SSLMate", "sslmate", "36 alnum", _A(36)),
    ("StatusCake", "statuscake", "20 alnum", _A(20)),
    ("TaxJar", "taxjar", "32 hex", _H(32)),
    ("TextMagic", "textmagic", "30 alnum", _A(30)),
    ("The Odds API", "theoddsapi", "32 hex", _H(32)),
    ("Ticketmaster", "ticketmaster", "32 alnum", _A(32)),
    ("Toggl Track", "toggl", "32 hex", _H(32)),
    ("Tomorrow.io", "tomorrow", "32 alnum", _A(32)),
    ("Tradier", "tradier", "28 alnum", _A(28)),
    ("Wise (TransferWise)", "transferwise", "UUID", uuid4),
    ("Travelpayouts", "travelpayouts", "32 hex", _H(32)),
    ("Twelve Data", "twelvedata", "32 hex", _H(32)),
    ("UptimeRobot", "uptimerobot", "u/m + 7 digits - 24 hex", lambda: R.choice("um") + r(DIG, 7) + "-" + r(HEX, 24)),
    ("Userstack", "userstack", "32 hex (apilayer)", _H(32)),
    ("Weatherbit", "weatherbit", "32 hex", _H(32)),
    ("Weatherstack", "weatherstack", "32 hex (apilayer)", _H(32)),
    ("Webflow", "webflow", "64 hex", _H(64)),
    ("Wit.ai", "wit", "32 [A-Z0-9]", _U(32)),
    ("Yelp", "yelp", "128 base64url", _B(128)),
    ("YNAB", "ynab", "64 hex", _H(64)),
    ("ZenRows", "zenrows", "40 hex", _H(40)),
    ("Zenscrape", "zenscrape", "UUID", uuid4),
    ("Zipcodebase", "zipcodebase", "UUID", uuid4),
    ("Alpha Vantage", "alphavantage", "16 [A-Z0-9]", _U(16)),
    ("Financial Modeling Prep", "financialmodelingprep", "32 alnum", _A(32)),
    ("MapQuest", "mapquest", "32 alnum", _A(32)),
    ("Nasdaq Data Link", "nasdaq", "20 alnum", _A(20)),
    ("Netlify", "netlify", "43 base64url", _B(43)),
    ("Azure DevOps", "azure devops", "PAT 52 [a-z0-9]", _L(52)),
    ("Monday.com", "monday", "JWT eyJhbGciOiJIUzI1NiJ9...", lambda: "eyJhbGciOiJIUzI1NiJ9." + b64url(json.dumps({"tid": R.randint(10**8, 10**9), "aai": 11, "uid": R.randint(10**7, 10**8), "iad": "2023-08-01T10:00:00.000Z", "per": "me:write", "actid": R.randint(10**6, 10**7), "rgn": "use1"}, separators=(",", ":")).encode()) + "." + mixed(AN + "-_", 43)),
]:
    TH(_p, "%s near '%s' (trufflehog PrefixRegex)" % (_fmt, _kw.split()[0]), _g, kw=_kw.replace(" ", "_"), n=1)
TH("Zulip", "32 alnum + domain + email", lambda: mixed(AN, 32), kw="zulip", n=1,
   place=lambda sp, v: ("zulip email bot@acme.zulipchat.com domain acme.zulipchat.com key %s" % v, "free", None))
TH("Pinata", "key 20 hex + secret 64 hex", lambda: r(HEX, 64), kw="pinata", n=1, place=p_pair("api_key", "secret_api_key", lambda: r(HEX, 20)))
TH("Shutterstock", "key 32 + secret 16", lambda: mixed(AN, 16), kw="shutterstock", n=1, place=p_pair("key", "secret", lambda: mixed(AN, 32)))
TH("Dwolla", "key 50 + secret 50", lambda: mixed(AN, 50), kw="dwolla", n=1, place=p_pair("key", "secret", lambda: mixed(AN, 50)))
TH("Censys", "API id UUID + secret 32", lambda: mixed(AN, 32), kw="censys", n=1, place=p_pair("api_id", "secret", uuid4))
TH("Snowflake", "account + user + password (unverified)", lambda: mixed(AN, 16), kw="snowflake", n=1,
   place=lambda sp, v: ("snowflake account=xy12345.us-east-1 username=%s password=%s" % (user().upper(), v), "free", None))

# ============================================================ DETECT-SECRETS specs
DS("Generic password (keyword)", "keyword detector: password/secret/api_key = quoted or unquoted value",
   lambda: password(10, 26), kw=None, n=26, place=p_ds_kw)
DS("Generic password (keyword)", "keyword detector: letters+digits value", lambda: mixed(LAN, R.randint(10, 16), need=(LOW, DIG)), kw=None, n=6, place=p_ds_kw)
DS("Generic high-entropy base64", "Base64HighEntropyString (entropy > 4.5) in config files",
   lambda: base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.choice([24, 30, 33, 45])))).decode(), kw=None, n=12,
   place=lambda sp, v: R.choice([
       ('SUPER_SECRET_VALUE = "%s"' % v, "line", "file_with_secrets.py"), ("high_entropy_value: %s" % v, "line", "config.yaml"),
       ("BLOB=%s" % v, "line", "config.env"), ('"signature": "%s"' % v, "line", "manifest.json"),
       ("[credentials]\nsession_value = %s" % v, "block", "config.ini"), ("const SEED = '%s';" % v, "line", "seed.js"),
       ("cookie_salt: '%s'" % v, "line", "app.yml"), ("encrypted_data_bag = %s" % v, "line", "knife.rb")]))
DS("Generic high-entropy hex", "HexHighEntropyString (entropy > 3.0)", lambda: r(HEX, R.choice([32, 40, 64])), kw=None, n=8,
   place=lambda sp, v: R.choice([
       ('hex_secret = "%s"' % v, "line", "settings.py"), ("hash_value: %s" % v, "line", "config.yaml"),
       ("SIGNING_NONCE=%s" % v, "line", "config.env"), ('"hmac": "%s"' % v, "line", "webhook.json"),
       ("[keys]\nkeyA = %s" % v, "block", "config.ini"), ("var token = '%s';" % v, "line", "main.js")]))
DS("AWS", "aws_secret_access_key keyword + 40 base64", lambda: mixed(AN + "+/", 40), kw="aws", n=3,
   place=lambda sp, v: R.choice([('aws_secret_access_key = "%s"' % v, "line", "config.py"),
                                 ("AWS_SECRET_ACCESS_KEY: %s" % v, "line", "config.yaml"),
                                 ("secret_access_key=%s" % v, "line", "boto.cfg")]))
DS("AWS", "AKIA access key id", lambda: "AKIA" + r(UP + "234567", 16), kw="aws", n=1, pre=True)
DS("Artifactory", "AKC... API key / AP[A-F0-9] password", lambda: R.choice(["AKCp8", "AP6", "APB", "AP3"]) + mixed(AN, R.choice([40, 60, 69])), kw="artifactory", n=2,
   place=lambda sp, v: R.choice([("artifactory_key: %s" % v, "line", "config.yaml"), ('X-JFrog-Art-Api: %s' % v, "line", "headers.txt"),
                                 ("artifactoryPassword=%s" % v, "line", "gradle.properties")]))
DS("Azure Storage", "AccountKey= 88 base64", lambda: base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode(), kw="azure", n=3,
   place=p_fixed("DefaultEndpointsProtocol=https;AccountName=acmestorage%s;AccountKey={s};EndpointSuffix=core.windows.net" % r(DIG, 3), "line", "local.settings.json"))
DS("Basic auth URL", "://user:password@host", lambda: mixed(AN, R.randint(8, 16)), kw="basicauth", n=4,
   place=p_choice(p_url("https://{u}:{s}@yelp.com"), p_url("http://{u}:{s}@{h}:8080/?url=index"), p_url("postgres://{u}:{s}@{h}:5432/app")))
DS("Cloudant", "cloudant password / URL", lambda: r(HEX, 64), kw="cloudant", n=1,
   place=p_choice(p_fixed("cloudant_password='{s}'", "line", "cloudant.py"), p_url("https://{u}:{s}@acme-bluemix.cloudant.com")))
DS("Discord", "bot token [MNO]..", lambda: R.choice("MNO") + mixed(AN, 23) + "." + mixed(AN + "-_", 6) + "." + mixed(AN + "-_", 27), kw="discord", n=1, pre=True)
DS("IBM Cloud IAM", "ibm_cloud_iam_api_key + 44 base64url", lambda: mixed(AN + "-_", 44), kw="ibm", n=2,
   place=lambda sp, v: R.choice([("ibm_cloud_iam_api_key='%s'" % v, "line", "ibm.py"), ('"ibm-cloud-iam-apikey": "%s"' % v, "line", "credentials.json"),
                                 ("IBM_CLOUD_API_KEY=%s" % v, "line", ".env")]))
DS("IBM COS HMAC", "secret_access_key 48 hex", lambda: r(HEX, 48), kw="ibm", n=1,
   place=lambda sp, v: ('{\n  "cos_hmac_keys": {\n    "access_key_id": "%s",\n    "secret_access_key": "%s"\n  }\n}' % (r(HEX, 32), v), "block", "cos_credentials.json"))
DS("SoftLayer", "softlayer api key 64 [a-z0-9]", lambda: r(HEX, 64), kw="softlayer", n=1,
   place=p_choice(p_fixed("softlayer_api_key = '{s}'", "line", "sl.py"), p_url("https://api.softlayer.com/soap/v3/{s}")))
DS("JWT", "eyJ..eyJ..sig", jwt, kw="jwt", n=2, pre=True)
DS("Mailchimp", "32 hex-usNN", lambda: r(HEX, 32) + "-us" + str(R.randint(1, 20)), kw="mailchimp", n=1, pre=True)
DS("npm", ".npmrc //registry.npmjs.org/:_authToken=", lambda: R.choice([uuid4(), "npm_" + mixed(AN, 36)]), kw="npm", n=2,
   place=p_fixed("//registry.npmjs.org/:_authToken={s}", "line", ".npmrc"))
DS("OpenAI", "sk-...T3BlbkFJ...", lambda: "sk-" + mixed(AN, 20) + "T3BlbkFJ" + mixed(AN, 20), kw="openai", n=1, pre=True)
DS("Private key", "PEM RSA private key", g_pem("RSA"), kw="private", n=1, pre=True, place=p_pem("RSA"))
DS("PyPI", "pypi-AgEIcHlwaS5vcmc... / test.pypi", lambda: R.choice(["pypi-AgEIcHlwaS5vcmc", "pypi-AgENdGVzdC5weXBpLm9yZw"]) + mixed(AN + "-_", 100), kw="pypi", n=1, pre=True,
   place=p_fixed("[pypi]\n  username = __token__\n  password = {s}", "block", ".pypirc"))
DS("SendGrid", "SG. token", lambda: "SG." + mixed(AN + "-_", 22) + "." + mixed(AN + "-_", 43), kw="sendgrid", n=1, pre=True)
DS("Slack", "xoxp-/xoxb- token", lambda: R.choice(["xoxp-", "xoxb-", "xoxa-2-"]) + r(DIG, 12) + "-" + r(DIG, 12) + "-" + mixed(AN, 24), kw="slack", n=2, pre=True)
DS("Square", "OAuth secret sq0csp-", lambda: "sq0csp-" + mixed(AN + "-_", 43), kw="square", n=1, pre=True)
DS("Stripe", "sk_live_/rk_live_ + 24", lambda: R.choice(["sk_live_", "rk_live_"]) + mixed(AN, 24), kw="stripe", n=2, pre=True)
DS("Telegram", "bot token digits:AA..", lambda: str(R.randint(10**8, 10**10)) + ":AA" + mixed(AN + "_-", 33), kw="telegram", n=1, pre=True)
DS("Twilio", "AC/SK + 32 hex", lambda: R.choice(["AC", "SK"]) + r(HEX, 32), kw="twilio", n=2, pre=True)
DS("GitHub", "ghp_/ghs_ token", lambda: R.choice(["ghp_", "ghs_"]) + mixed(AN, 36), kw="github", n=1, pre=True)
DS("GitLab", "glpat- token", lambda: "glpat-" + mixed(AN + "-_", 20), kw="gitlab", n=1, pre=True)

# ============================================================ SECRETLINT specs
SL("AWS", "AWS_SECRET_ACCESS_KEY in .env / credentials", lambda: mixed(AN + "+/", 40), kw="aws", n=5,
   place=lambda sp, v: R.choice([
       (env_file({"AWS_ACCESS_KEY_ID": "AKIA" + r(UP + "234567", 16), "AWS_SECRET_ACCESS_KEY": v}), "block", ".env"),
       ('const AWS_SECRET_ACCESS_KEY = "%s";' % v, "line", "config.js"),
       ("[profile prod]\naws_access_key_id=AKIA%s\naws_secret_access_key=%s" % (r(UP + "234567", 16), v), "block", "credentials")]))
SL("AWS", "access key id AKIA", lambda: "AKIA" + r(UP + "234567", 16), kw="aws", n=1, pre=True, env="AWS_ACCESS_KEY_ID")
SL("GCP", "service account JSON private_key", lambda: pem("PKCS8")[1].replace("\n", "\\n"), kw="gcp", n=1,
   place=lambda sp, v: ('{\n  "type": "service_account",\n  "project_id": "demo-project-%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "demo@demo-project.iam.gserviceaccount.com"\n}' % (r(DIG, 4), r(HEX, 40), v), "block", "gcp-key.json"))
SL("npm", ".npmrc _authToken", lambda: "npm_" + mixed(AN, 36), kw="npm", n=3,
   place=p_choice(p_fixed("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={s}", "block", ".npmrc"),
                  p_fixed("@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={s}\nalways-auth=true", "block", ".npmrc")))
SL("npm", ".npmrc _auth base64 user:pass", lambda: base64.b64encode(("%s:%s" % (user(), mixed(AN, 14))).encode()).decode(), kw="npm", n=1,
   place=p_fixed("_auth={s}\nemail=dev@example.com\nalways-auth=true", "block", ".npmrc"))
SL("Slack", "xoxb- / webhook in fixture", lambda: "xoxb-" + r(DIG, 11) + "-" + r(DIG, 12) + "-" + mixed(AN, 24), kw="slack", n=4, pre=True)
SL("Slack", "incoming webhook URL", lambda: "T" + r(UAN, 8) + "/B" + r(UAN, 8) + "/" + mixed(AN, 24), kw="slack", n=1, place=p_url("https://hooks.slack.com/services/{s}"))
SL("Basic auth URL", "https://user:pass@host / git remote", lambda: mixed(AN, R.randint(10, 16)), kw="basicauth", n=4,
   place=p_choice(p_url("https://{u}:{s}@example.com/repo.git"), p_url("git+https://{u}:{s}@github.com/acme/private-lib.git"), p_url("https://{u}:{s}@{h}/path")))
SL("Private key", "PEM block in fixture", g_pem("OPENSSH"), kw="private", n=3, pre=True, place=p_pem("OPENSSH"))
SL("SendGrid", "SG. token", lambda: "SG." + mixed(AN + "-_", 22) + "." + mixed(AN + "-_", 43), kw="sendgrid", n=3, pre=True)
SL("GitHub", "ghp_/github_pat_ token", lambda: R.choice(["ghp_" + mixed(AN, 36), "github_pat_11" + mixed(UAN, 20, need=(UP, DIG)) + "_" + mixed(AN, 59)]), kw="github", n=5, pre=True, env="GITHUB_TOKEN")
SL("Shopify", "shpat_/shpss_ + 32 hex", lambda: R.choice(["shpat_", "shpss_", "shpca_"]) + r(HEX, 32), kw="shopify", n=3, pre=True, env="SHOPIFY_ACCESS_TOKEN")
SL("OpenAI", "sk-proj- key", lambda: "sk-proj-" + mixed(AN + "-_", 74) + "T3BlbkFJ" + mixed(AN + "-_", 74), kw="openai", n=3, pre=True, env="OPENAI_API_KEY")
SL("Anthropic", "sk-ant-api03-", lambda: "sk-ant-api03-" + mixed(AN + "-_", 93) + "AA", kw="anthropic", n=3, pre=True, env="ANTHROPIC_API_KEY")
SL("Linear", "lin_api_ + 40", lambda: "lin_api_" + mixed(AN, 40), kw="linear", n=2, pre=True, env="LINEAR_API_KEY")
SL("1Password", "ops_eyJ service account token", lambda: "ops_eyJ" + mixed(AN + "+/", 300), kw="op", n=2, pre=True, env="OP_SERVICE_ACCOUNT_TOKEN")
SL("Azure Storage", "connection string AccountKey (unverified rule)", lambda: base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode(), kw="azure", n=1,
   place=p_fixed("AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=demoacct;AccountKey={s};EndpointSuffix=core.windows.net", "line", ".env"))
SL("Database connection string", "mongodb/mysql/postgres password", lambda: mixed(AN, R.randint(10, 18)), kw="db", n=9,
   place=p_choice(p_url("mongodb://{u}:{s}@{h}:27017/?authSource=admin"), p_url("mysql://{u}:{s}@{h}:3306/app"),
                  p_url("postgres://{u}:{s}@{h}:5432/app_production"), p_url("postgresql://{u}:{s}@{h}/analytics?sslmode=verify-full"),
                  p_url("amqp://{u}:{s}@{h}:5672/%2f")))
SL("Kubernetes Secret", "kind: Secret stringData", lambda: password(12, 20).replace("$", "S"), kw="k8s", n=1,
   place=p_fixed("apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secret\n  namespace: prod\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"{s}\"", "block", "k8s/secret.yaml"))
SL("secp256k1 private key", "64 hex privateKey (unverified)", lambda: "0x" + r(HEX, 64) if R.random() < 0.5 else r(HEX, 64), kw="wallet", n=2,
   place=lambda sp, v: R.choice([("PRIVATE_KEY=%s" % v, "line", ".env"), ('const privateKey = "%s";' % v, "line", "deploy.js"),
                                 ("  accounts: [\"%s\"]," % v, "line", "hardhat.config.js")]))



# display labels / env names for generic (non-vendor) formats, so texts read naturally
LABELS = {
    "Generic password (keyword)": (["the database", "the app", "the API", "the admin panel", "our backend"], ["DB_PASSWORD", "APP_SECRET", "API_KEY", "ADMIN_PASSWORD", "SERVICE_KEY"]),
    "Generic high-entropy base64": (["the app", "the signing service", "our backend"], ["APP_SECRET", "SIGNING_SECRET", "SESSION_SECRET"]),
    "Generic high-entropy hex": (["the webhook handler", "the app", "the signing service"], ["WEBHOOK_SECRET", "HMAC_KEY", "APP_SECRET"]),
    "Generic API key": (["the API", "the partner API", "our backend"], ["API_KEY", "API_TOKEN", "CLIENT_SECRET", "ACCESS_TOKEN"]),
    "curl basic auth": (["the API", "Nexus", "Jenkins"], ["API_PASSWORD", "NEXUS_PASSWORD", "JENKINS_PASSWORD"]),
    "curl auth header": (["the API", "the partner API"], ["API_TOKEN", "API_KEY"]),
    "Basic auth URL": (["the server", "the proxy"], ["HTTP_PASSWORD", "PROXY_PASSWORD"]),
    "URI basic auth": (["the server", "the artifact repository"], ["REPO_PASSWORD", "HTTP_PASSWORD"]),
    "Database connection string": (["the database", "Postgres", "MongoDB", "RabbitMQ"], ["DB_PASSWORD", "DATABASE_PASSWORD"]),
    "JDBC": (["the database"], ["DB_PASSWORD", "JDBC_PASSWORD"]),
    "Kubernetes Secret": (["the cluster", "the app"], ["DB_PASSWORD"]),
    "Terraform variables": (["Azure SQL", "terraform"], ["TF_VAR_admin_password"]),
    "Private key": (["the SSH server", "the TLS endpoint", "the deploy host"], ["SSH_PRIVATE_KEY", "TLS_KEY"]),
    "secp256k1 private key": (["the wallet", "the deployer account"], ["PRIVATE_KEY", "DEPLOYER_KEY"]),
    "SQL Server": (["SQL Server", "Azure SQL"], ["SQL_PASSWORD"]),
    "LDAP": (["LDAP", "the directory"], ["LDAP_BIND_PASSWORD"]),
    "FTP": (["the FTP server"], ["FTP_PASSWORD"]),
}


def label_env(sp):
    if sp["provider"] in LABELS:
        labs, envs = LABELS[sp["provider"]]
        return R.choice(labs), (sp["env"] or R.choice(envs))
    return sp["provider"], (sp["env"] or envname(sp["provider"], sp["fmt"]))

# ============================================================ text wrapping
FILE_RUN = ["./deploy.sh", "npm run start", "python manage.py runserver", "go run ./cmd/server",
            "bundle exec rails s", "make release", "docker compose up -d", "terraform apply"]


def sq_ok(s):
    return "'" not in s


def cmd_for(sp, v, snip, t, fname, env):
    """a shell command containing v verbatim"""
    if t == "cmd":
        return snip
    opts = []
    if t == "url":
        low = snip.lower()
        if low.startswith(("postgres", "postgresql")):
            opts += ['psql "%s" -c "select 1"' % snip, "pg_dump '%s' > backup.sql" % snip]
        elif low.startswith("mongodb"):
            opts += ['mongosh "%s"' % snip, "mongodump --uri='%s' --out=/tmp/dump" % snip]
        elif low.startswith("redis"):
            opts += ["redis-cli -u '%s' ping" % snip]
        elif low.startswith("mysql"):
            opts += ["DATABASE_URL='%s' bundle exec rake db:migrate" % snip]
        elif low.startswith("jdbc"):
            opts += ["java -jar migrator.jar --url '%s'" % snip, "flyway -url='%s' migrate" % snip]
        elif low.startswith(("git+", "ftp")):
            opts += ["pip install '%s'" % snip if low.startswith("git+") else "wget -r '%s'" % snip]
        elif low.startswith("amqp"):
            opts += ["CELERY_BROKER_URL='%s' celery -A app worker" % snip]
        elif ".git" in low:
            opts += ["git clone %s" % snip, "git remote set-url origin %s" % snip]
        elif "hooks." in low or "webhook" in low or "discord.com" in low:
            opts += ["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' %s" % snip]
        else:
            opts += ["curl -fsS '%s'" % snip, "wget -qO- '%s'" % snip]
        return R.choice(opts)
    if t == "line" and sq_ok(snip) and "\n" not in snip:
        opts += ["echo '%s' >> %s" % (snip, fname or "config.txt"),
                 "printf '%%s\\n' '%s' | tee -a %s" % (snip, fname or "config.txt"),
                 "grep -n -F '%s' %s" % (snip, fname or "config.txt")]
    if t in ("line", "block") and fname:
        opts.append("cat > %s <<'EOF'\n%s\nEOF" % (fname, snip))
    sv = v if re.fullmatch(r"[A-Za-z0-9_.:/+=~@%-]+", v) else "'%s'" % v
    if sq_ok(v):
        opts += ["export %s=%s && %s" % (env, sv, R.choice(FILE_RUN)),
                 "%s=%s %s" % (env, sv, R.choice(FILE_RUN)),
                 "docker run --rm -e %s=%s ghcr.io/acme/worker:1.8.2" % (env, sv),
                 "kubectl create secret generic %s --from-literal=%s=%s" % (env.lower().replace("_", "-"), env.lower(), sv),
                 "gh secret set %s --body %s" % (env, sv),
                 "heroku config:set %s=%s -a billing-prod" % (env, sv),
                 "aws ssm put-parameter --name /prod/%s --type SecureString --value %s --overwrite" % (env.lower(), sv)]
        if re.fullmatch(r"[A-Za-z0-9_.~+/=-]+", v) and len(v) < 400:
            opts += ['curl -sS -H "Authorization: Bearer %s" https://api.%s.com/v1/me' % (v, slug(sp["provider"]) if sp["provider"] not in LABELS else "example")]
    if not opts or "\n" in v:
        opts = ["cat > %s <<'EOF'\n%s\nEOF" % (fname or "notes.txt", snip)]
    return R.choice(opts)


def out_for(sp, v, snip, t, fname, env):
    prov = sp.get("label", sp["provider"])
    n = R.randint(2, 48)
    prov_cap = prov[:1].upper() + prov[1:]
    one = "\n" not in snip
    opts = []
    if t == "url":
        low = snip.lower()
        if low.startswith("postgres"):
            opts.append("psql: error: connection to server failed: FATAL:  password authentication failed for user\nDSN: %s" % snip)
        elif low.startswith("mongodb"):
            opts.append("MongoServerError: bad auth : authentication failed\n    at Connection.onMessage (node_modules/mongodb/lib/cmap/connection.js:207:30)\n  uri: %s" % snip)
        elif low.startswith("redis"):
            opts.append("redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled. (url=%s)" % snip)
        elif ".git" in low or "github.com" in low:
            opts.append("remote: Invalid username or password.\nfatal: Authentication failed for '%s'" % snip)
        opts += ["ERROR: could not connect to %s (401 Unauthorized)" % snip,
                 "Error: connect ECONNREFUSED 10.0.3.17:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n  url: '%s'\n}" % snip,
                 "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: %s" % snip,
                 "WARN  retrying (3/5) POST %s -> 403 Forbidden" % snip]
    elif t == "cmd":
        opts += ["$ %s\ncurl: (22) The requested URL returned error: 401" % snip,
                 "+ %s\nerror: authentication required (exit status 1)" % snip,
                 "bash: line 1: %s: command failed with exit code 22" % snip.split("\n")[0]]
    else:
        if one and fname and fname.endswith(".py"):
            opts.append('  File "%s", line %d\n    %s\n    ^\nSyntaxError: invalid syntax' % (fname, n, snip))
        if fname and fname.endswith((".yaml", ".yml")):
            opts.append('yaml.scanner.ScannerError: mapping values are not allowed here\n  in "%s", line %d, column 12:\n    %s' % (fname, n, snip.replace("\n", "\n    ")))
        if fname and fname.endswith(".json"):
            opts.append("SyntaxError: Unexpected token } in JSON at position %d\n%s" % (R.randint(40, 400), snip))
        if fname and fname.endswith((".go",)):
            opts.append("./%s:%d:2: declared and not used\n\t%s" % (fname, n, snip))
        opts += ["Error: failed to load %s: invalid credentials (line %d)\n> %s" % (fname or "config", n, snip.replace("\n", "\n> ")),
                 "config error in %s:%d\n%s\n^^^ %s rejected this credential: 401 Unauthorized" % (fname or "input", n, snip, prov_cap)]
    if True:
        opts += ['HTTP/1.1 401 Unauthorized\n{"error":"invalid_token","message":"The %s credential %s is invalid or revoked"}' % (prov, v),
                 "%s ERROR [%s] authentication failed key=%s status=403" % ("2024-0%d-1%d 09:%02d:%02d" % (R.randint(1, 9), R.randint(0, 9), R.randint(0, 59), R.randint(0, 59)), prov, v),
                 'time="2024-05-02T11:04:19Z" level=error msg="%s request rejected" %s="%s" code=401' % (prov, env, v),
                 "Traceback (most recent call last):\n  File \"/app/client.py\", line %d, in connect\n    resp = session.get(url, headers={\"Authorization\": \"Bearer %s\"})\n%sError: 401 Unauthorized" % (n, v, re.sub(r"[^A-Za-z0-9]", "", prov.title()) if sp["provider"] not in LABELS else "Authentication")]
    if "\n" in v:
        opts = [o for o in opts if snip in o]
        opts += ['Load key "%s": error in libcrypto\n$ cat %s\n%s' % (fname or "id_rsa", fname or "id_rsa", snip),
                 "unable to load Private Key\n140231012468544:error:0909006C:PEM routines:get_name:no start line\n--- input ---\n%s" % snip]
    if not re.fullmatch(r"[A-Za-z0-9_.~+/=-]+", v):
        opts = [o for o in opts if "Bearer " + v not in o]
    opts = [o for o in opts if v in o]
    return R.choice(opts)


PROMPTS_SNIP = [
    "why does this config fail?\n{snip}",
    "I keep getting 401 from {prov} with this in my {file}:\n```\n{snip}\n```\nwhat am I doing wrong?",
    "can you add this to {file}?\n{snip}",
    "the {prov} integration stopped working after I changed this, can you check it?\n\n{snip}",
    "my build breaks on this part of {file}:\n{snip}\nany idea?",
    "here is what I have, is the format right?\n```\n{snip}\n```",
    "please wire this up in the deploy script:\n{snip}",
    "is this valid?\n{snip}\nthe {prov} client says unauthorized",
]
PROMPTS_VAL = [
    "deploy with {prov} key {v} please",
    "use {v} as the {prov} token for staging and rerun the tests",
    "set the {env} secret in CI to {v}",
    "the {prov} credential is {v}, put it in the env and restart the worker",
    "here's my {prov} key: {v} - why is it rejected?",
    "rotate this leaked {prov} secret: {v}",
]


def prompt_for(sp, v, snip, t, fname, env):
    d = {"snip": snip, "prov": sp.get("label", sp["provider"]), "file": fname or "the config", "v": v, "env": env}
    pool = PROMPTS_SNIP if (R.random() < 0.7 or not sp["pre"] and sp["kw"] is None) else PROMPTS_VAL
    if t == "url":
        pool = ["why can't the app connect with this?\n{snip}", "the connection string is {snip} and it times out, help",
                "can you set DATABASE_URL / the remote to {snip} and retry?", "is this URL format right? {snip}"]
    if t == "cmd":
        pool = ["this command fails, why?\n{snip}", "can you run `{snip}` for me?", "I ran this and got 401:\n{snip}"]
    tmpl = R.choice(pool)
    out = tmpl
    for k in ("prov", "file", "env", "v", "snip"):
        out = out.replace("{" + k + "}", d[k])
    return re.sub(r"\b([Tt])he (the|our) ", r"\2 ", out)


# ============================================================ survivors
def sha(n):
    return r(HEX, n)


def surv_hashes():
    S = []
    for i in range(60):
        k = i % 12
        if k == 0:
            v = sha(40); S.append(("hash", v, "can you check what changed in commit %s? the tests started failing after it" % v, "git show --stat %s" % v))
        elif k == 1:
            v = sha(40); S.append(("hash", v, "please revert %s, it broke the login page" % v, "git revert --no-edit %s" % v))
        elif k == 2:
            v = sha(64); S.append(("hash", v, "the published sha256 for the release tarball is %s - does my download match?" % v, "echo '%s  app-2.3.1.tar.gz' | sha256sum -c -" % v))
        elif k == 3:
            v = sha(32); S.append(("hash", v, "md5 of the nightly backup is %s, verify it please" % v, "md5sum /backups/db-nightly.sql.gz | grep %s" % v))
        elif k == 4:
            v = "sha256:" + sha(64); S.append(("hash", v, "pin the base image to python@%s instead of the tag" % v, "docker pull python@%s" % v))
        elif k == 5:
            v = "sha512-" + base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()
            S.append(("hash", v, "package-lock.json has integrity %s for lodash, is that expected?" % v, "grep -n '%s' package-lock.json" % v))
        elif k == 6:
            v = sha(40); S.append(("hash", v, "what is blob %s in our repo?" % v, "git cat-file -p %s" % v))
        elif k == 7:
            v = sha(12); S.append(("hash", v, "show me the log from %s to HEAD" % v, "git log --oneline %s..HEAD" % v))
        elif k == 8:
            v = "sha384-" + base64.b64encode(bytes(R.getrandbits(8) for _ in range(48))).decode()
            S.append(("hash", v, "add the SRI attribute integrity=\"%s\" to the bootstrap script tag" % v, "grep -rn '%s' templates/" % v))
        elif k == 9:
            v = "h1:" + base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode()
            S.append(("hash", v, "go.sum shows github.com/spf13/cobra v1.8.0 %s, why did the checksum change?" % v, "grep -F '%s' go.sum" % v))
        elif k == 10:
            v = sha(40).upper(); S.append(("hash", v, "import the maintainer's GPG key, fingerprint %s" % v, "gpg --keyserver hkps://keys.openpgp.org --recv-keys %s" % v))
        else:
            v = sha(64); S.append(("hash", v, "the container image id is %s; which tag does it belong to?" % v, "docker image inspect %s --format '{{.RepoTags}}'" % v))
    return S


def surv_uuids():
    S = []
    T = [("the request id %s failed with a 500, find it in the logs", "grep -n %s /var/log/app/api.log"),
         ("which pod has uid %s?", "kubectl get pods -A -o json | jq '.items[] | select(.metadata.uid==\"%s\") | .metadata.name'"),
         ("fetch order %s from the staging API", "curl -s https://staging.api.example.com/v1/orders/%s | jq ."),
         ("switch to subscription %s before running the deploy", "az account set --subscription %s"),
         ("delete user row %s from the test db", "psql -d app_test -c \"delete from users where id = '%s'\""),
         ("trace %s shows a slow span in checkout, can you look?", "otel-cli trace get --trace-id %s"),
         ("the job %s is stuck in pending", "gcloud dataflow jobs describe %s --region us-central1"),
         ("the correlation id in the error is %s", "rg %s logs/"),
         ("terraform wants to recreate resource %s, why?", "terraform state show 'azurerm_resource_group.main' | grep %s"),
         ("open the Jira attachment %s", "curl -sO https://files.example.com/attachments/%s"),
         ("the device id %s keeps disconnecting", "python tools/device_status.py --device %s"),
         ("tenant id for the dev directory is %s", "az login --tenant %s")]
    for i in range(60):
        v = uuid4(upper=(i % 9 == 4))
        p, c = T[i % len(T)]
        S.append(("uuid", v, p % v, c % v))
    return S


def surv_urls():
    S = []
    gens = [
        lambda: "https://github.com/%s/%s/pull/%d/files?diff=split" % (R.choice(["acme", "kubernetes", "psf", "golang"]), R.choice(["api", "website", "requests", "tools"]), R.randint(100, 99999)),
        lambda: "https://api.example.com/v2/items?page=%d&limit=50&sort=-created_at" % R.randint(2, 40),
        lambda: "https://www.npmjs.com/package/%s?activeTab=versions" % R.choice(["express", "lodash", "react-query", "zod"]),
        lambda: "https://console.aws.amazon.com/ec2/home?region=%s#Instances:instanceState=running" % R.choice(["us-east-1", "eu-west-1", "ap-south-1"]),
        lambda: "https://grafana.internal.example.com/d/%s/api-latency?orgId=1&from=now-6h&to=now" % r(LAN, 9),
        lambda: "https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe",
        lambda: "https://stackoverflow.com/questions/%d/how-to-rotate-api-keys-safely" % R.randint(10**7, 8 * 10**7),
        lambda: "https://sentry.io/organizations/acme/issues/%d/?project=%d&query=is%%3Aunresolved" % (R.randint(10**9, 5 * 10**9), R.randint(10**5, 10**7)),
        lambda: "https://gitlab.com/acme/platform/-/merge_requests/%d/diffs?commit_id=%s" % (R.randint(10, 9999), sha(40)),
        lambda: "https://jira.example.com/browse/PLAT-%d?focusedCommentId=%d" % (R.randint(100, 9999), R.randint(10**5, 10**6)),
        lambda: "http://localhost:%d/api/v1/users?page=2&per_page=25" % R.choice([3000, 8000, 8080, 5173]),
        lambda: "https://registry.npmjs.org/react/-/react-18.%d.0.tgz" % R.randint(0, 3),
        lambda: "https://en.wikipedia.org/wiki/Entropy_(information_theory)",
        lambda: "https://example.com/account/reset-password?step=2&lang=en",
        lambda: "https://auth.example.com/oauth/authorize?response_type=code&client_id=web-app&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid%20profile",
        lambda: "https://app.datadoghq.com/logs?query=service%%3Acheckout%%20status%%3Aerror&from_ts=%d&live=false" % R.randint(1700000000000, 1720000000000),
        lambda: "https://pypi.org/project/%s/%d.%d.%d/" % (R.choice(["requests", "boto3", "fastapi"]), R.randint(0, 3), R.randint(0, 40), R.randint(0, 9)),
        lambda: "https://hub.docker.com/r/library/postgres/tags?page=1&name=16",
        lambda: "https://learn.microsoft.com/en-us/azure/key-vault/secrets/quick-create-cli",
        lambda: "https://s3.us-east-1.amazonaws.com/acme-public-assets/releases/v%d.%d/cli-linux-amd64.tar.gz" % (R.randint(1, 4), R.randint(0, 20)),
        lambda: "https://www.google.com/search?q=gitleaks+allowlist+regex&hl=en",
        lambda: "https://circleci.com/gh/acme/api/%d?utm_campaign=workflow-failed" % R.randint(1000, 99999),
        lambda: "https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Authorization",
        lambda: "https://status.example.io/incidents/%s" % r(LAN, 12),
    ]
    verbs = [("can you look at %s and summarize it?", "curl -sSL '%s' | head -50"),
             ("the link %s returns 404 now", "curl -I '%s'"),
             ("open %s in the browser", "xdg-open '%s'"),
             ("download %s into the vendor folder", "wget -q '%s' -P vendor/")]
    for i in range(60):
        v = gens[i % len(gens)]()
        p, c = verbs[i % len(verbs)]
        S.append(("url", v, p % v, c % v))
    return S


CODE = [
    'token = os.environ["GITHUB_TOKEN"]',
    "password = getpass.getpass(\"DB password: \")",
    "api_key: ${API_KEY}",
    "apiKey: {{ .Values.apiKey }}",
    "const secret = process.env.JWT_SECRET;",
    "AWS_SECRET_ACCESS_KEY=<your-secret-access-key>",
    "api_key = \"<your-api-key>\"",
    "password = \"xxxxxxxx\"",
    "SLACK_TOKEN=xoxb-xxxxxxxxxxx-xxxxxxxxxxx-xxxxxxxxxxxxxxxxxxxxxxxx",
    "password = None",
    "password = \"\"",
    "db_password = os.getenv(\"DB_PASSWORD\")",
    "api_key = request.headers.get(\"X-Api-Key\")",
    "password: {{ vault_db_password }}",
    "secret = ${SECRET}",
    "$password = $_POST['password'];",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "\"client_secret\": \"${CLIENT_SECRET}\"",
    "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX",
    "GITHUB_TOKEN_FILE=/run/secrets/github_token",
    "tokenizer = AutoTokenizer.from_pretrained(\"bert-base-uncased\")",
    "\"tokenUrl\": \"https://login.microsoftonline.com/common/oauth2/v2.0/token\"",
    "KeyVaultSecretName = \"db-connection-string\"",
    "secret_name = \"prod/app/database\"",
    "apiKeyHeader = \"X-API-Key\"",
    "accessTokenValidity: 3600",
    "keyboard_layout = \"us-intl\"",
    "<add key=\"SecretName\" value=\"MySecretName\" />",
    "\"key\": \"kSecAttrAccessibleWhenUnlocked\"",
    "apiKey: import.meta.env.VITE_API_KEY",
    "password_reset_token_expires_at = models.DateTimeField(null=True)",
    "export OPENAI_API_KEY=\"$(op read op://Private/OpenAI/credential)\"",
    "client = boto3.client(\"secretsmanager\", region_name=\"us-east-1\")",
    "if err := validateToken(ctx, token); err != nil {",
    "func (c *Client) SetAPIKey(key string) { c.apiKey = key }",
    "private String password; // injected by Spring from application.yml",
    "headers = {\"Authorization\": f\"Bearer {token}\"}",
    "STRIPE_SECRET_KEY=sk_test_your_key_here",
    "password=${DB_PASSWORD:-changeme}",
    "<password>${env.NEXUS_PASSWORD}</password>",
    "secrets.token_urlsafe(32)",
    "ssh-keygen -t ed25519 -C \"ci@example.com\" -f ~/.ssh/id_ed25519",
    "openssl rand -base64 32 > master.key",
    "auth = HTTPBasicAuth(username, password)",
    "api_key = settings.API_KEY or None",
    "const { data: session } = useSession();",
    "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d",
    "key = \"YOUR_API_KEY_HERE\"",
    "token = \"<token>\"",
    "Authorization: Bearer <access_token>",
    "private_key_path = \"/etc/ssl/private/server.key\"",
    "PASSWORD_MIN_LENGTH = 12",
    "self.api_key = api_key  # type: str",
    "access_key = ENV.fetch(\"AWS_ACCESS_KEY_ID\")",
    "def get_secret(name: str) -> str:",
    "if password == confirm_password:",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
    "github_token = ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "npm config set //registry.npmjs.org/:_authToken ${NPM_TOKEN}",
    "password: !vault |",
    "secret_key_base = Rails.application.credentials.secret_key_base",
]

PROSE = [
    "Rotate the Stripe key every 90 days and keep it in Vault, never in the repo.",
    "Never commit your .env file; use the secrets manager instead.",
    "The API token expired yesterday, so I generated a new one in the dashboard.",
    "Our password policy requires at least 12 characters and a passphrase manager.",
    "Can you explain the difference between an access token and a refresh token?",
    "The deploy key only has read access to the repository.",
    "Please store the database password in AWS Secrets Manager rather than in the Helm values.",
    "I revoked the old GitHub token after it showed up in the CI logs.",
    "Secrets should be injected as environment variables at runtime, not baked into the image.",
    "The private key lives on the HSM and never leaves it.",
    "Why does the Slack bot say its token is invalid when the app was reinstalled?",
    "We use short-lived OIDC credentials in GitHub Actions instead of long-lived AWS keys.",
    "The webhook secret is used to verify the HMAC signature on incoming requests.",
    "Add a pre-commit hook that runs gitleaks before every push.",
    "The password reset email contains a one-time link that expires after an hour.",
    "Make sure the API key has only the scopes it needs.",
    "Our SSH keys are rotated by the platform team every quarter.",
    "The token is passed in the Authorization header using the Bearer scheme.",
    "Do not log request headers, they may contain session cookies.",
    "Set the secret via kubectl and reference it from the deployment manifest.",
    "The client secret is only shown once when you create the OAuth app.",
    "Use a separate service account key for each environment.",
    "detect-secrets flagged a high entropy string in the test fixtures, but it is a hash.",
    "The npm token in CI is read-only and scoped to the acme organisation.",
    "Could you add documentation on how to rotate the Twilio auth token?",
    "I think the JWT signing key should be at least 256 bits long.",
    "Store the Terraform Cloud token in the credentials block of the CLI config file.",
    "Encrypt secrets at rest with KMS and audit every access.",
    "The password field should be masked in the UI and never echoed back.",
    "Explain how trufflehog verifies whether a detected key is live.",
    "We moved all API keys from config files into Doppler last sprint.",
    "The access key was disabled automatically after AWS detected it in a public repo.",
    "A leaked token must be revoked first and only then removed from git history.",
    "Our Vault policy denies reading secrets outside the team's path.",
    "Generate the session secret with a cryptographically secure random generator.",
    "The Mailgun sending key is different from the account's private API key.",
    "Please update the README to say where the Sentry DSN comes from.",
    "Service tokens in Doppler are scoped to a single config.",
    "How do I make the secretlint rule ignore the fixtures directory?",
    "Tokens with the repo scope can push code, so keep them out of forks.",
    "The key ID is public, but the secret access key is not.",
    "Credentials for the staging database are in the team's 1Password vault.",
    "I rotated the Heroku API key and updated the pipeline variables.",
    "The secret scanner reported a false positive on a UUID in the migration file.",
    "Use environment-specific passwords and never reuse production credentials in test.",
    "Is it safe to put the Firebase web API key in the frontend bundle?",
    "Our policy is to expire personal access tokens after 30 days.",
    "The authentication failed because the password contains a special character that was not URL-encoded.",
    "Please add a note that the sandbox keys cannot move real money.",
    "Remember to restart the workers after changing the token so they pick up the new value.",
    "The service principal secret expires in six months; set a calendar reminder.",
    "Hash passwords with argon2id and a per-user salt.",
    "Keys for the payment gateway are provisioned by the security team on request.",
]


def surv_code():
    S = []
    for i, v in enumerate(CODE):
        if i % 3 == 0:
            c = "cat >> src/snippet.txt <<'EOF'\n%s\nEOF" % v
        elif "'" not in v:
            c = "rg -n -F -- '%s' src/" % v
        else:
            c = "cat >> notes/review.md <<'EOF'\n%s\nEOF" % v
        p = R.choice(["is this line safe to commit?\n%s", "why does the linter complain about `%s`?",
                      "explain what this does: %s", "the secret scanner flagged this line, is it a false positive?\n%s",
                      "refactor this so it reads from the environment:\n%s"]) % v
        S.append(("code", v, p, c))
    return S


def surv_prose():
    S = []
    for i, v in enumerate(PROSE):
        if '"' not in v and i % 2 == 0:
            c = 'git commit -m "%s"' % v
        elif "'" not in v:
            c = "echo '%s' >> docs/SECURITY.md" % v
        else:
            c = "cat >> docs/SECURITY.md <<'EOF'\n%s\nEOF" % v
        p = R.choice(["%s", "Context for the next task: %s", "%s Can you update the docs accordingly?", "Note from the security review: %s"]) % v
        S.append(("prose", v, p, c))
    return S


def surv_misc():
    S = []
    for v in ["~/.aws/credentials", "/run/secrets/db_password", "config/credentials.yml.enc", "/etc/ssl/private/server.key",
              "C:\\Users\\dev\\.ssh\\id_ed25519", "secrets/prod/api-keys.sops.yaml", "~/.config/gh/hosts.yml", "/var/run/secrets/kubernetes.io/serviceaccount/token"]:
        S.append(("path", v, "what permissions should %s have?" % v, "ls -l %s" % v if " " not in v else "ls -l '%s'" % v))
    for v in ["arn:aws:iam::123456789012:role/github-actions-deploy", "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db",
              "arn:aws:kms:eu-west-1:210987654321:key/" + uuid4(), "projects/acme-prod/secrets/stripe-key/versions/latest",
              "arn:aws:s3:::acme-terraform-state/prod/terraform.tfstate"]:
        S.append(("identifier", v, "grant the pipeline access to %s" % v, "aws iam simulate-principal-policy --policy-source-arn %s --action-names sts:AssumeRole" % v if v.startswith("arn:aws:iam") else "echo '%s' >> allowed-resources.txt" % v))
    return S


# ============================================================ build
def build():
    secrets = []
    for sp in SPECS:
        for _ in range(sp["n"]):
            g = sp["gen"]()
            if isinstance(g, tuple):
                v, extra = g
                sp = dict(sp, **extra)
            else:
                v = g
            if sp["place"]:
                snip, t, fname = sp["place"](sp, v)
            else:
                snip, t, fname = default_place(sp, v)
            if "{p}" in snip:
                snip = snip.replace("{p}", bech32(58).lower())
            label, env = label_env(sp)
            sp = dict(sp, label=label)
            prompt = prompt_for(sp, v, snip, t, fname, env)
            command = cmd_for(sp, v, snip, t, fname, env)
            output = out_for(sp, v, snip, t, fname, env)
            secrets.append({"provider": sp["provider"], "format": sp["fmt"], "scanner": sp["scanner"],
                            "value": v, "prompt": prompt, "command": command, "output": output})
    survivors = []
    for kind, v, p, c in surv_hashes() + surv_uuids() + surv_urls() + surv_code() + surv_prose() + surv_misc():
        survivors.append({"kind": kind, "value": v, "prompt": p, "command": c})
    return secrets, survivors


def main():
    secrets, survivors = build()
    doc = {"description": ("Blind, from-memory reconstruction of the style of gitleaks, trufflehog, detect-secrets and "
                           "secretlint test data. All secret values are random fakes (fixed seed) with the documented "
                           "prefix/alphabet/length; survivors are non-secret strings that must come through intact."),
           "secrets": secrets, "survivors": survivors}
    with open("corpus.json", "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
    print("secrets", len(secrets), "providers", len({s["provider"] for s in secrets}), "survivors", len(survivors))


if __name__ == "__main__":
    main()
