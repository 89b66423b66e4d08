#!/usr/bin/env python3
"""Generate corpus.json: fake secrets (in realistic provider formats) and
non-secret "survivors", for a blind redaction test of ctxmode.

Standard library only and deterministic (fixed seed): running it twice gives
byte-identical output.  Every value is random FAKE data shaped like the formats
listed in providers.md (written before this generator); none is a real
credential.

    python3 make_corpus.py            # writes corpus.json next to this file
    python3 make_corpus.py --check    # regenerate in memory, compare, validate
"""
import base64
import collections
import gzip
import hashlib
import json
import os
import random
import re
import string
import sys
import zlib

SEED = 20240611
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

DIG = string.digits
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
LET = UP + LOW
B62 = DIG + UP + LOW
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = UP + LOW + DIG + "+/"
B64URL = UP + LOW + DIG + "-_"
B32 = UP + "234567"
LOWNUM = LOW + DIG
UPNUM = UP + DIG
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- primitives

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n):
    return R.choice("123456789") + rs(DIG, n - 1)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(data, pad=True):
    s = base64.b64encode(data).decode()
    return s if pad else s.rstrip("=")


def b64u(data, pad=False):
    s = base64.urlsafe_b64encode(data).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b62enc(num, width):
    out = ""
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, body_len=30):
    """GitHub/npm style: random base62 body + 6-char base62 CRC32 of it."""
    body = rs(B62, body_len)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def age_secret_key():
    """AGE-SECRET-KEY-1 + bech32(32 random bytes) with a valid checksum."""
    hrp = "age-secret-key-"
    data, acc, bits = [], 0, 0
    for byte in rbytes(32):
        acc = (acc << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hv = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = bech32_polymod(hv + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return (hrp + "1" + "".join(BECH32[d] for d in data + chk)).upper()


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def wrap_lines(s, width):
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def pem(kind, der_prefix, total_bytes, width=64):
    body = b64(bytes.fromhex(der_prefix) + rbytes(total_bytes))
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, wrap_lines(body, width), kind)


def pem_rsa():
    return pem("RSA PRIVATE KEY", "308204a40201000282010100", 1180)


def pem_ec():
    # SEC1 P-256 key: real ASN.1 framing around random key material
    der = "30770201010420" + rbytes(32).hex() + "a00a06082a8648ce3d030107a144034200" + "04" + rbytes(64).hex()
    body = b64(bytes.fromhex(der))
    return "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % wrap_lines(body, 64)


def pem_pkcs8(total=1190):
    return pem("PRIVATE KEY", "308204bd020100300d06092a864886f70d0101010500048204a7", total)


def pem_encrypted():
    return pem("ENCRYPTED PRIVATE KEY", "30820524305606092a864886f70d01050d3049", 1290)


def openssh_key(rsa=False):
    head = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
    n = 1800 if rsa else 200
    body = b64(head + rbytes(n))
    k = "OPENSSH PRIVATE KEY"
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (k, wrap_lines(body, 70), k)


def pgp_key():
    data = bytes.fromhex("9503980465") + rbytes(900)
    crc = crc24(data).to_bytes(3, "big")
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----"
            % (wrap_lines(b64(data), 64), b64(crc)))


def jwt(alg="HS256", claims=None, sig_bytes=None, kid=None):
    header = {"alg": alg, "typ": "JWT"}
    if kid:
        header = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(claims, separators=(",", ":")).encode())
    if alg == "none":
        return h + "." + p + "."
    n = sig_bytes or {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    return h + "." + p + "." + b64u(rbytes(n))


def ts():
    return 1700000000 + R.randint(0, 30000000)


# ------------------------------------------------------------ value makers

def stripe_modern(prefix):
    return prefix + "51" + rs(B62, 97)


def openai(prefix, side):
    return prefix + rs(B64URL, side) + "T3BlbkFJ" + rs(B64URL, side)


def anthropic(kind):
    return "sk-ant-%s-" % kind + rs(B64URL, 93) + "AA"


def azure_ad_secret():
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~."
    return rs(a, 3) + R.choice(DIG) + "Q~" + rs(a + "-", 34)


def password(n=None, special="!@#%^&*-_=+.?~"):
    n = n or R.randint(12, 19)
    while True:
        p = rs(LET + DIG, n - 3) + rs(special, 2) + R.choice(DIG)
        p = "".join(R.sample(p, len(p)))
        if p[0] not in "-=" and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p


def url_password(n=None):
    n = n or R.randint(12, 24)
    return rs(B62, n - 2) + R.choice("-_.~") + R.choice(DIG)


WORDS = ("amber anchor april arctic autumn badge bamboo banner basket beacon bishop blanket "
         "canyon carbon castle cedar cinder clover cobalt comet copper coral cotton crystal "
         "dagger delta desert dragon ember engine falcon fiber forest fossil galaxy garlic "
         "glacier granite harbor hazel helmet hollow island ivory jasmine jungle kernel lantern "
         "lemon marble meadow mirror nectar oyster pepper pilot planet quartz raven ribbon "
         "saddle silver sketch spiral timber tunnel velvet walnut willow zephyr").split()
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident "
         "account accuse achieve acid acoustic acquire across action actor actress actual adapt "
         "add addict address adjust admit adult advance advice aerobic affair afford afraid again "
         "age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley "
         "allow almost alone alpha already also alter always amateur amazing among amount").split()


def passphrase(sep="-", k=4):
    return sep.join(R.sample(WORDS, k))


def onepassword_token():
    blob = {
        "signInAddress": "acme-%s.1password.com" % rs(LOW, 4),
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                     "salt": b64u(rbytes(16))},
        "email": "%s@1passwordserviceaccounts.com" % rs(LOWNUM, 12),
        "srpX": rbytes(32).hex(),
        "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
                "kty": "oct", "kid": "mp"},
        "secretKey": "A3-%s-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5),
                                                 rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5)),
        "throttleSecret": {"seed": rbytes(32).hex(), "uuid": rs(UPNUM, 26)},
        "deviceUuid": rs(LOWNUM, 26),
    }
    return "ops_" + b64u(json.dumps(blob, separators=(",", ":")).encode())


def sentry_org_token():
    blob = {"iat": ts() + R.random(), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
            "org": "acme-%s" % rs(LOW, 5)}
    return "sntrys_" + b64(json.dumps(blob, separators=(",", ":")).encode(), pad=False) + "_" + rs(B64, 43)


def grafana_cloud_token():
    blob = {"o": digits(6), "n": "stack-%s-hm-read-%s" % (digits(6), R.choice(["alloy", "ci", "grafana-agent"])),
            "k": rs(B62, 24), "m": {"r": R.choice(["prod-eu-west-2", "prod-us-east-0", "prod-ap-southeast-1"])}}
    return "glc_" + b64(json.dumps(blob, separators=(",", ":")).encode())


def mapbox_secret():
    blob = {"u": R.choice(["acme-maps", "fleetview", "geo-team"]), "a": "cl" + rs(LOWNUM, 23)}
    return "sk." + b64u(json.dumps(blob, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)


def discord_bot():
    uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    return b64(uid.encode(), pad=False) + ".G" + rs(B64URL, 5) + "." + rs(B64URL, 38)


def twitter_bearer():
    parts = ["A" * 22, rs(B62, 4), "A" * 7]
    tail = ""
    while len(tail) < 80:
        tail += rs(B62, R.randint(3, 12)) + R.choice(["%2B", "%2F", "%3D", ""])
    return "".join(parts) + tail[:80] + rs(B62, 3)


def bedrock_long():
    inner = "BedrockAPIKey-%s-at-%s:%s" % (rs(LOWNUM, 4), digits(12), b64(rbytes(45)))
    return "ABSK" + b64(inner.encode())


def bedrock_short():
    sig = rbytes(32).hex()
    inner = ("bedrock.amazonaws.com/?Action=CallWithBearerToken&X-Amz-Algorithm=AWS4-HMAC-SHA256"
             "&X-Amz-Credential=ASIA%s%%2F20250514%%2Fus-east-1%%2Fbedrock%%2Faws4_request"
             "&X-Amz-Date=20250514T102231Z&X-Amz-Expires=43200&X-Amz-Security-Token=%s"
             "&X-Amz-Signature=%s&Version=1") % (rs(B32, 16), "IQoJb3JpZ2luX2VjE" + rs(B64URL, 300), sig)
    return "bedrock-api-key-" + b64(inner.encode())


def aws_session_token():
    head = R.choice(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"])
    return head + rs(B64, R.randint(380, 560)) + R.choice(["", "=", "=="])


def gcp_sa_private_key():
    return pem_pkcs8(1190).replace("\n", "\\n") + "\\n"


def kube_client_key_data():
    return b64((pem_ec() + "\n").encode())


def docker_auth():
    return b64(("%s:%s" % (R.choice(["deploybot", "ci-runner", "acme"]), password())).encode())


def intercom_token():
    return b64(b"tok:" + uuid4().encode() + b":1:0")


def twilio_like(prefix):
    return prefix + rs(HEX, 32)


# ----------------------------------------------------------------- templates
# Placeholders: {w} the value as it appears in context (usually the value
# itself; a URL / connection string for embedded secrets), {v} the bare value,
# {E} environment variable, {label} human name (always holds a keyword for
# keyword-only secrets), {svc} service, {Svc} class-cased service, {host},
# {kname} a config key name, {slug}.

PROMPT_SELF = [
    "deploy with key {w} please",
    "here's the token: {w}",
    "use {w} as the api key",
    "the {svc} integration keeps failing with {w}, can you debug it?",
    "add {w} to the CI secrets and rerun the pipeline",
    "I accidentally committed {w} in config/settings.py, please scrub it from the history",
    "why does {svc} reject {w}? it worked yesterday",
    "configure the {svc} client with {w}",
    "set {E} to {w} in the staging env and restart the worker",
    "{w}\n\nthat's the new one, update the config and redeploy",
    "can you run the smoke tests against prod with {w}?",
    "ok so the creds are {w} (the old one got revoked)",
]
PROMPT_KW = [
    "here's the {label}: {w}",
    "use {w} as the {label}",
    "the {label} is {w}, put it in .env",
    "deploy with {label} {w} please",
    "my {label} was {w} - rotate it after the demo",
    "can you set {E}={w} before running the tests?",
    "{label}: {w}\nplease wire it into the settings module",
    "I think the {label} ({w}) expired, can you check?",
    "the {label} is {w} (the rest is in the README)",
]
PROMPT_INTL_SELF = [
    "usa la clave {w} para desplegar en producción",
    "aquí está el token: {w}, configúralo en el CI por favor",
    "Bitte verwende den API-Key {w} für das Deployment",
    "Das Token lautet {w} - trag es bitte in die .env ein",
    "voici le token : {w}, configure le client {svc} stp",
    "utilise {w} comme clé d'API pour les tests",
    "这是我的 {svc} API key：{w}，帮我配置到环境变量里",
    "用这个 token {w} 登录然后跑一下部署",
    "この token {w} を使ってデプロイしてください",
    "{svc} の API key は {w} です。設定をお願いします",
]
PROMPT_INTL_KW = [
    "el {label} es {w}, ¿lo puedes poner en el .env?",
    "Der {label} lautet {w}, bitte in die Config eintragen",
    "le {label} est {w}, ajoute-le aux secrets du CI stp",
    "{label} 是 {w}，帮我写进配置文件",
    "{label} は {w} です。.env に追加してください",
    "oye, {E}={w} - úsalo para el script de migración",
    "Kannst du {E}={w} setzen und die Tests nochmal laufen lassen?",
]
CMD_GENERIC = [
    "export {E}={w}",
    "{E}={w} npm run deploy",
    "echo '{E}={w}' >> .env",
    "curl -sS -H \"Authorization: Bearer {w}\" https://{host}/v1/me",
    "python scripts/sync.py --token {w} --dry-run",
    "gh secret set {E} --body '{w}' --repo acme/platform",
    "kubectl -n prod create secret generic {slug}-creds --from-literal={kname}={w}",
    "docker run --rm -e {E}={w} ghcr.io/acme/worker:1.4.2",
    "heroku config:set {E}={w} -a acme-api",
    "fly secrets set {E}={w} --app acme-edge",
    "aws ssm put-parameter --name /prod/{slug}/{kname} --type SecureString --value '{w}'",
    "terraform apply -var '{kname}={w}'",
    "sed -i 's/^{E}=.*/{E}={w}/' .env.production",
    "env {E}='{w}' ./bin/worker --once",
    "doppler secrets set {E}='{w}'",
    "op item edit '{svc}' '{kname}={w}'",
    "vault kv put secret/{slug} {kname}='{w}'",
]
OUT_GENERIC = [
    "Error: invalid api key {w} for project x",
    "ERROR 401 Unauthorized: token '{w}' was rejected by {host}",
    "{E}={w}",
    "    \"{kname}\": \"{w}\",",
    "DEBUG:urllib3.connectionpool:https://{host}:443 \"GET /v1/me HTTP/1.1\" 401 - headers={'Authorization': 'Bearer {w}'}",
    "Traceback (most recent call last):\n  File \"/srv/app/clients/{slug}.py\", line 88, in _request\n"
    "    raise AuthError(f\"bad credentials: {token}\")\n{slug}.errors.AuthError: bad credentials: {w}",
    "time=2024-05-14T10:22:31Z level=error msg=\"auth failed\" {kname}={w} status=403",
    "warning: {E} is set in plain text ({w}); consider using a secret manager",
    "[config] loaded {label} {w} from /home/dev/.config/{slug}/credentials",
    "+ export {E}={w}",
    "panic: {slug}: authentication failed (key={w})\n\ngoroutine 1 [running]:\nmain.main()\n"
    "\t/src/cmd/worker/main.go:57 +0x1a5\nexit status 2",
    "E0514 10:22:31.000123    4242 client.go:212] request to https://{host} failed: invalid credential \"{w}\"",
    "  {E}: {w}    # from .env.local",
    "java.lang.IllegalStateException: {svc} rejected api key {w}\n"
    "\tat com.acme.integrations.{Svc}Client.call({Svc}Client.java:131)\n"
    "\tat com.acme.jobs.SyncJob.run(SyncJob.java:58)",
    "npm ERR! code E401\nnpm ERR! Unable to authenticate, token {w} is not valid for https://{host}/",
]

KEYWORD_RE = re.compile(r"pass|pwd|secret|token|key|credential|auth|cookie|session|mnemonic|seed", re.I)


def fill(t, d):
    for k in ("E", "label", "svc", "Svc", "host", "kname", "slug"):
        t = t.replace("{" + k + "}", d[k])
    return t.replace("{w}", d["w"]).replace("{v}", d["v"])


# --------------------------------------------------------------------- specs

SPECS = []


def S(provider, fmt, gen, sid, env, label, n=2, host=None, kname=None, svc=None, wrap=None,
      P=(), C=(), O=(), generic=None, ident=None):
    """One credential variant; n values are generated from gen()."""
    if kname is None:
        low = label.lower()
        kname = ("password" if "password" in low else "client_secret" if "secret" in low
                 else "token" if "token" in low else "api_key")
    SPECS.append(dict(provider=provider, fmt=fmt, gen=gen, sid=sid, env=env, label=label, n=n,
                      host=host or "api.%s.com" % re.sub(r"[^a-z0-9]", "", provider.lower()),
                      kname=kname, svc=svc or provider, wrap=wrap, P=list(P), C=list(C), O=list(O),
                      generic=(wrap is None) if generic is None else generic,
                      ident=ident or ("value" if sid else "keyword")))


# --- source hosting, CI, registries
S("GitHub", "classic PAT ghp_ + 36 base62 (CRC32 checksum)", lambda: crc_token("ghp_"), True,
  "GITHUB_TOKEN", "GitHub token", n=4, host="api.github.com",
  C=["gh auth login --with-token <<< {w}",
     "git clone https://{w}@github.com/acme/infra.git",
     "git remote set-url origin https://x-access-token:{w}@github.com/acme/api.git"],
  O=["remote: Invalid username or token. Password authentication is not supported for Git operations.\n"
     "fatal: Authentication failed for 'https://{w}@github.com/acme/infra.git/'",
     "gh: Bad credentials (HTTP 401) - token {w}"])
S("GitHub", "OAuth token gho_ + 36 base62", lambda: crc_token("gho_"), True, "GH_TOKEN", "GitHub OAuth token",
  host="api.github.com", C=["gh api user -H 'Authorization: token {w}'"])
S("GitHub", "app installation token ghs_ + 36", lambda: crc_token("ghs_"), True, "GITHUB_TOKEN",
  "installation token", host="api.github.com",
  O=["::debug::Using installation token {w} for acme/api",
     "Error: HttpError: Resource not accessible by integration (token ghs_... = {w})"])
S("GitHub", "user-to-server token ghu_ + 36", lambda: crc_token("ghu_"), True, "GITHUB_USER_TOKEN",
  "GitHub user token", n=1, host="api.github.com")
S("GitHub", "refresh token ghr_ + 36", lambda: crc_token("ghr_"), True, "GITHUB_REFRESH_TOKEN",
  "GitHub refresh token", n=1, host="github.com")
S("GitHub", "fine-grained PAT github_pat_ + 22 + _ + 59",
  lambda: "github_pat_11" + rs(UPNUM, 7) + rs(B62, 13) + "_" + rs(B62, 59), True, "GITHUB_PAT",
  "GitHub fine-grained token", n=3, host="api.github.com",
  C=["gh auth login --with-token <<< '{w}'", "GITHUB_TOKEN={w} goreleaser release --clean"])

S("GitLab", "PAT glpat- + 20", lambda: "glpat-" + rs(B62 + "_-", 20), True, "GITLAB_TOKEN", "GitLab token",
  n=3, host="gitlab.com",
  C=["git clone https://oauth2:{w}@gitlab.com/acme/backend.git",
     "glab auth login --hostname gitlab.com --token {w}",
     "curl --header \"PRIVATE-TOKEN: {w}\" https://gitlab.com/api/v4/projects"],
  O=["fatal: Authentication failed for 'https://oauth2:{w}@gitlab.com/acme/backend.git/'",
     "{\"message\":\"401 Unauthorized\"} (PRIVATE-TOKEN {w})"])
S("GitLab", "routable PAT glpat- + payload + .01. + crc",
  lambda: "glpat-" + rs(B64URL, 36) + ".01.0w" + rs(LOWNUM, 7), True, "GITLAB_TOKEN", "GitLab token",
  n=2, host="gitlab.com")
S("GitLab", "deploy token gldt- + 20", lambda: "gldt-" + rs(B62 + "_-", 20), True, "CI_DEPLOY_PASSWORD",
  "deploy token", host="registry.gitlab.com",
  C=["docker login registry.gitlab.com -u gitlab+deploy-token-41 -p {w}"])
S("GitLab", "runner auth token glrt- + 20", lambda: "glrt-" + R.choice(["", "t1_"]) + rs(B62 + "_-", 20 + R.choice([0, 7])),
  True, "RUNNER_TOKEN", "runner token", host="gitlab.com",
  C=["gitlab-runner register --non-interactive --url https://gitlab.com --token {w} --executor docker"],
  O=["ERROR: Verifying runner... is not valid          runner={w} status=403 Forbidden"])
S("GitLab", "runner registration token GR1348941 + 20", lambda: "GR1348941" + rs(B62 + "_-", 20), True,
  "REGISTRATION_TOKEN", "registration token", n=1, host="gitlab.com",
  C=["gitlab-runner register --url https://gitlab.example.com --registration-token {w}"])
S("GitLab", "SCIM OAuth token glsoat- + 20", lambda: "glsoat-" + rs(B62 + "_-", 20), True, "GITLAB_SCIM_TOKEN",
  "SCIM token", n=1, host="gitlab.com")
S("GitLab", "CI job token glcbt- + partition + _ + 20",
  lambda: "glcbt-" + rs(HEX, R.randint(1, 5)) + "_" + rs(B62 + "_-", 20), True, "CI_JOB_TOKEN", "job token",
  n=1, host="gitlab.com", C=["curl --header \"JOB-TOKEN: {w}\" https://gitlab.com/api/v4/job"])
S("GitLab", "pipeline trigger token glptt- + 40 hex", lambda: "glptt-" + rs(HEX, 40), True, "TRIGGER_TOKEN",
  "trigger token", n=2, host="gitlab.com",
  C=["curl -X POST --fail -F token={w} -F ref=main https://gitlab.com/api/v4/projects/4242/trigger/pipeline"])
S("GitLab", "feed token glft- + 20", lambda: "glft-" + rs(B62 + "_-", 20), True, "GITLAB_FEED_TOKEN",
  "feed token", n=1, host="gitlab.com")
S("GitLab", "incoming mail token glimt- + 25", lambda: "glimt-" + rs(LOWNUM, 25), True, "INCOMING_EMAIL_TOKEN",
  "incoming mail token", n=1, host="gitlab.com")
S("GitLab", "agent token glagent- + 50", lambda: "glagent-" + rs(B62 + "_-", 50), True, "AGENT_TOKEN",
  "agent token", n=1, host="kas.gitlab.com",
  C=["helm upgrade --install gitlab-agent gitlab/gitlab-agent --set config.token={w}"])
S("GitLab", "OAuth app secret gloas- + 64", lambda: "gloas-" + rs(LOWNUM, 64), True, "GITLAB_APP_SECRET",
  "OAuth application secret", n=1, host="gitlab.com")
S("GitLab", "feature flag client token glffct- + 20", lambda: "glffct-" + rs(B62 + "_-", 20), True,
  "UNLEASH_INSTANCE_ID", "feature flags client token", n=1, host="gitlab.com")

S("Bitbucket", "app password ATBB + 32", lambda: "ATBB" + rs(B62, 28) + rs(HEXU, 8), True,
  "BITBUCKET_APP_PASSWORD", "Bitbucket app password", host="api.bitbucket.org",
  C=["git clone https://ci-bot:{w}@bitbucket.org/acme/mobile.git"])
S("Azure DevOps", "legacy PAT 52 base32 lowercase", lambda: rs(LOW + "234567", 52), False,
  "AZURE_DEVOPS_EXT_PAT", "Azure DevOps PAT token", host="dev.azure.com",
  C=["echo {w} | az devops login --organization https://dev.azure.com/acme",
     "export AZURE_DEVOPS_EXT_PAT={w}"])
S("Azure DevOps", "PAT 84 chars with AZDO signature", lambda: rs(B62, 76) + "AZDO" + rs(B62, 4), True,
  "AZURE_DEVOPS_EXT_PAT", "Azure DevOps token", n=1, host="dev.azure.com")
S("Sourcegraph", "sgp_ + 16 hex + _ + 40 hex", lambda: "sgp_" + rs(HEX, 16) + "_" + rs(HEX, 40), True,
  "SRC_ACCESS_TOKEN", "Sourcegraph token", host="sourcegraph.com",
  C=["SRC_ENDPOINT=https://sourcegraph.com SRC_ACCESS_TOKEN={w} src search 'repo:acme lang:go'"])
S("Sourcegraph", "sgp_local_ / legacy sgp_ + 40 hex",
  lambda: R.choice(["sgp_local_", "sgp_"]) + rs(HEX, 40), True, "SRC_ACCESS_TOKEN", "Sourcegraph token",
  n=1, host="sourcegraph.com")
S("npm", "npm_ + 36 base62 (CRC32)", lambda: crc_token("npm_"), True, "NPM_TOKEN", "npm token", n=4,
  host="registry.npmjs.org",
  C=["npm config set //registry.npmjs.org/:_authToken {w}",
     "echo '//registry.npmjs.org/:_authToken={w}' > ~/.npmrc",
     "NODE_AUTH_TOKEN={w} npm publish --access public"],
  O=["npm ERR! code E403\nnpm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fui - "
     "token {w} cannot publish",
     "//registry.npmjs.org/:_authToken={w}"])
S("npm", "legacy UUID auth token in .npmrc", uuid4, False, "NPM_TOKEN", "npm auth token", host="registry.npmjs.org",
  C=["npm config set //registry.npmjs.org/:_authToken {w}", "echo '//registry.npmjs.org/:_authToken={w}' >> .npmrc"],
  O=["//registry.npmjs.org/:_authToken={w}", "npm ERR! 401 Unauthorized - _authToken {w} is invalid"],
  P=["the npm token in .npmrc is {w}, publish failed with 401", "_authToken={w} is the npm auth token, use it"],
  generic=False)
S("PyPI", "pypi-AgEIcHlwaS5vcmc + macaroon", lambda: "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, R.randint(130, 170)),
  True, "TWINE_PASSWORD", "PyPI token", n=3, host="upload.pypi.org",
  C=["twine upload -u __token__ -p {w} dist/*", "uv publish --token {w}",
     "poetry config pypi-token.pypi {w}"],
  O=["HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/\nInvalid or non-existent authentication "
     "information. (token {w})", "[pypi]\n  username = __token__\n  password = {w}"])
S("PyPI", "TestPyPI token pypi-AgENdGVzdC5weXBpLm9yZw", lambda: "pypi-AgENdGVzdC5weXBpLm9yZwIk" + rs(B64URL, 140),
  True, "TWINE_PASSWORD", "TestPyPI token", n=1, host="test.pypi.org",
  C=["twine upload --repository testpypi -u __token__ -p {w} dist/*"])
S("RubyGems", "rubygems_ + 48 hex", lambda: "rubygems_" + rs(HEX, 48), True, "GEM_HOST_API_KEY",
  "RubyGems API key", host="rubygems.org",
  C=["GEM_HOST_API_KEY={w} gem push pkg/acme-cli-2.1.0.gem"],
  O=["---\n:rubygems_api_key: {w}"])
S("NuGet", "oy2 + 43 lowercase alnum", lambda: "oy2" + rs(LOWNUM, 43), True, "NUGET_API_KEY", "NuGet API key",
  host="api.nuget.org",
  C=["dotnet nuget push bin/Release/Acme.Core.3.2.0.nupkg --api-key {w} --source https://api.nuget.org/v3/index.json"])
S("Clojars", "CLOJARS_ + 60", lambda: "CLOJARS_" + rs(LOWNUM, 60), True, "CLOJARS_PASSWORD", "Clojars deploy token",
  n=1, host="clojars.org")
S("Docker Hub", "dckr_pat_ + 27 base64url", lambda: "dckr_pat_" + rs(B64URL, 27), True, "DOCKERHUB_TOKEN",
  "Docker Hub token", n=3, host="hub.docker.com",
  C=["docker login -u acmebot -p {w}", "echo {w} | docker login -u acmebot --password-stdin"],
  O=["Error response from daemon: Get \"https://registry-1.docker.io/v2/\": unauthorized: incorrect "
     "username or password (dckr token {w})"])
S("Docker Hub", "org access token dckr_oat_ + 32", lambda: "dckr_oat_" + rs(B64URL, 32), True, "DOCKERHUB_TOKEN",
  "Docker org access token", n=1, host="hub.docker.com", C=["docker login -u acme -p {w}"])
S("Docker config.json", "base64(user:password) in auths.auth", docker_auth, False, "DOCKER_AUTH_CONFIG",
  "registry auth", host="ghcr.io",
  P=["my ~/.docker/config.json has \"auth\": \"{w}\" for ghcr.io, is that why pulls fail?",
     "the registry auth string is {w}, add it to the runner's config.json"],
  C=["echo '{\"auths\":{\"ghcr.io\":{\"auth\":\"{w}\"}}}' > ~/.docker/config.json",
     "export DOCKER_AUTH_CONFIG='{\"auths\":{\"ghcr.io\":{\"auth\":\"{w}\"}}}'"],
  O=["{\n  \"auths\": {\n    \"ghcr.io\": {\n      \"auth\": \"{w}\"\n    }\n  }\n}"], generic=False)
S("JFrog", "Artifactory API key AKCp + 69", lambda: "AKCp" + rs(B62, 69), True, "ARTIFACTORY_API_KEY",
  "Artifactory API key", host="acme.jfrog.io",
  C=["curl -H 'X-JFrog-Art-Api: {w}' https://acme.jfrog.io/artifactory/api/repositories",
     "jf config add acme --url https://acme.jfrog.io --apikey {w} --interactive=false"])
S("JFrog", "reference token cmVmdGtuOjAxOj + 50", lambda: "cmVmdGtuOjAxOj" + rs(B62, 50), True, "JF_ACCESS_TOKEN",
  "JFrog access token", n=1, host="acme.jfrog.io")
S("CircleCI", "CCIPAT_ + 22 + _ + 40 hex", lambda: "CCIPAT_" + rs(B62, 22) + "_" + rs(HEX, 40), True,
  "CIRCLECI_TOKEN", "CircleCI token", host="circleci.com",
  C=["circleci setup --token {w} --host https://circleci.com --no-prompt"])
S("Buildkite", "bkua_ + 40 hex", lambda: "bkua_" + rs(HEX, 40), True, "BUILDKITE_API_TOKEN", "Buildkite token",
  host="api.buildkite.com")
S("Codecov", "upload token UUID", uuid4, False, "CODECOV_TOKEN", "Codecov upload token", host="codecov.io",
  C=["codecov upload-process --token {w} -f coverage.xml", "export CODECOV_TOKEN={w}"])
S("SonarQube", "squ_/sqp_/sqa_ + 40 hex", lambda: R.choice(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40), True,
  "SONAR_TOKEN", "Sonar token", n=3, host="sonarcloud.io",
  C=["sonar-scanner -Dsonar.host.url=https://sonarcloud.io -Dsonar.token={w}",
     "mvn sonar:sonar -Dsonar.login={w}"])
S("Jenkins", "API token 11 + 32 hex", lambda: "11" + rs(HEX, 32), False, "JENKINS_API_TOKEN",
  "Jenkins API token", host="ci.acme.internal",
  C=["curl -X POST -u deploy:{w} https://ci.acme.internal/job/release/build",
     "java -jar jenkins-cli.jar -s https://ci.acme.internal -auth deploy:{w} list-jobs"])
S("Gitea", "access token 40 hex", lambda: rs(HEX, 40), False, "GITEA_TOKEN", "Gitea access token",
  host="git.acme.dev", C=["tea login add --url https://git.acme.dev --token {w}"])
S("Octopus Deploy", "API- + 26-32 upper alnum", lambda: "API-" + rs(UPNUM, R.choice([26, 32])), True,
  "OCTOPUS_API_KEY", "Octopus API key", host="acme.octopus.app",
  C=["octo create-release --project Api --server https://acme.octopus.app --apiKey {w}"])
S("Harness", "pat.<account>.<id>.<secret>",
  lambda: R.choice(["pat.", "sat."]) + rs(B64URL, 22) + "." + rs(HEX, 24) + "." + rs(B62, 20), True,
  "HARNESS_API_KEY", "Harness token", host="app.harness.io",
  C=["curl -H 'x-api-key: {w}' https://app.harness.io/ng/api/user/currentUser"])
S("Terraform Cloud", "14 + .atlasv1. + 67", lambda: rs(B62, 14) + ".atlasv1." + rs(B62, 67), True,
  "TF_TOKEN_app_terraform_io", "Terraform Cloud token", n=3, host="app.terraform.io",
  C=["echo 'credentials \"app.terraform.io\" { token = \"{w}\" }' > ~/.terraformrc",
     "export TF_TOKEN_app_terraform_io={w}"],
  O=["Error: Failed to request discovery document: 401 Unauthorized (token {w})",
     "credentials \"app.terraform.io\" {\n  token = \"{w}\"\n}"])
S("Pulumi", "pul- + 40 hex", lambda: "pul-" + rs(HEX, 40), True, "PULUMI_ACCESS_TOKEN", "Pulumi token",
  host="api.pulumi.com", C=["PULUMI_ACCESS_TOKEN={w} pulumi up --yes --stack prod"])
S("Infracost", "ico- + 32", lambda: "ico-" + rs(B62, 32), True, "INFRACOST_API_KEY", "Infracost API key",
  host="pricing.api.infracost.io", C=["infracost configure set api_key {w}"])
S("Snyk", "API token UUID", uuid4, False, "SNYK_TOKEN", "Snyk token", host="api.snyk.io",
  C=["snyk auth {w}", "SNYK_TOKEN={w} snyk test --all-projects"])
S("Prefect", "pnu_/pnb_ + 36", lambda: R.choice(["pnu_", "pnb_"]) + rs(B62, 36), True, "PREFECT_API_KEY",
  "Prefect API key", host="api.prefect.cloud", C=["prefect cloud login --key {w} --workspace acme/prod"])
S("Rancher", "token-xxxxx:54", lambda: "token-" + rs(LOWNUM, 5) + ":" + rs(LOWNUM, 54), True,
  "RANCHER_TOKEN", "Rancher API token", host="rancher.acme.internal",
  C=["rancher login https://rancher.acme.internal --token {w}"])

# --- chat, messaging, social
SLACK_HOST = "slack.com"
S("Slack", "bot token xoxb-", lambda: "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(B62, 24)), True,
  "SLACK_BOT_TOKEN", "Slack bot token", n=4, host=SLACK_HOST,
  C=["curl -X POST -H 'Authorization: Bearer {w}' -d channel=C061Z2Q4N9K -d text=hi https://slack.com/api/chat.postMessage"],
  O=["slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://www.slack.com/api/auth.test)\n"
     "The server responded with: {'ok': False, 'error': 'invalid_auth'} token={w}"])
S("Slack", "user token xoxp-", lambda: "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), rs(HEX, 32)),
  True, "SLACK_USER_TOKEN", "Slack user token", n=2, host=SLACK_HOST)
S("Slack", "legacy workspace token xoxa-2-",
  lambda: "xoxa-2-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), rs(HEX, 64)), True, "SLACK_TOKEN",
  "Slack workspace token", n=1, host=SLACK_HOST)
S("Slack", "rotating refresh token xoxe-1-",
  lambda: "xoxe-1-" + b64(("3-1-%s-%s-" % (digits(12), digits(13))).encode(), pad=False) + rs(HEX, 64), True,
  "SLACK_REFRESH_TOKEN", "Slack refresh token", n=1, host=SLACK_HOST)
S("Slack", "config access token xoxe.xoxp-1-", lambda: "xoxe.xoxp-1-Mi0y" + rs(B62, 140), True,
  "SLACK_CONFIG_TOKEN", "Slack config token", n=1, host=SLACK_HOST,
  C=["slack login --token {w}"])
S("Slack", "app-level token xapp-1-", lambda: "xapp-1-A%s-%s-%s" % (rs(UPNUM, 10), digits(13), rs(HEX, 64)),
  True, "SLACK_APP_TOKEN", "Slack app token", n=2, host=SLACK_HOST)
_slack_hook = lambda v: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, 9), rs(UPNUM, 10), v)
S("Slack", "incoming webhook (value = secret path segment, 24 base62)", lambda: rs(B62, 24), False,
  "SLACK_WEBHOOK_URL", "Slack webhook", n=3, host="hooks.slack.com", wrap=_slack_hook, ident="structure",
  P=["post the deploy summary to {w}", "our alerts webhook is {w} - wire it into alertmanager",
     "el webhook de Slack es {w}, añádelo al workflow"],
  C=["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' {w}",
     "export SLACK_WEBHOOK_URL={w}", "echo 'SLACK_WEBHOOK_URL={w}' >> .env"],
  O=["requests.exceptions.HTTPError: 404 Client Error: Not Found for url: {w}",
     "  slack_api_url: '{w}'", "POST {w} -> 403 invalid_token"])
S("Slack", "workflow webhook (value = secret path segment)", lambda: rs(B62, 24), False, "SLACK_WORKFLOW_URL",
  "Slack workflow webhook", n=1, host="hooks.slack.com", ident="structure",
  wrap=lambda v: "https://hooks.slack.com/workflows/T%s/A%s/%s/%s" % (rs(UPNUM, 9), rs(UPNUM, 10), digits(18), v),
  P=["trigger the release workflow with {w}"],
  C=["curl -X POST -d '{\"version\":\"2.4.0\"}' {w}"],
  O=["Error: POST {w} returned 400 invalid_workflow"])
S("Discord", "bot token b64(id).G.....hmac", discord_bot, True, "DISCORD_TOKEN", "Discord bot token", n=3,
  host="discord.com",
  C=["DISCORD_TOKEN={w} python bot.py", "curl -H 'Authorization: Bot {w}' https://discord.com/api/v10/users/@me"],
  O=["discord.errors.LoginFailure: Improper token has been passed. ({w})",
     "[2024-05-14 10:22:31] [ERROR   ] discord.client: Attempting a login with token {w}"])
_discord_hook = lambda v: "https://discord.com/api/webhooks/%s/%s" % (digits(19), v)
S("Discord", "webhook (value = 68-char token segment)", lambda: rs(B64URL, 68), False, "DISCORD_WEBHOOK",
  "Discord webhook", n=2, host="discord.com", wrap=_discord_hook, ident="structure",
  P=["send build notifications to {w}", "Discord webhook: {w}"],
  C=["curl -H 'Content-Type: application/json' -d '{\"content\":\"build green\"}' {w}"],
  O=["Error: Request failed with status code 401 at POST {w}"])
S("Telegram", "bot token id:AA + 33", lambda: "%s:AA%s" % (digits(R.choice([9, 10])), rs(B64URL, 33)), True,
  "TELEGRAM_BOT_TOKEN", "Telegram bot token", n=3, host="api.telegram.org",
  C=["curl https://api.telegram.org/bot{w}/getMe",
     "curl -s -X POST https://api.telegram.org/bot{w}/sendMessage -d chat_id=-1001234567890 -d text=ok"],
  O=["telegram.error.InvalidToken: Invalid token {w}",
     "HTTPError: 401 Client Error: Unauthorized for url: https://api.telegram.org/bot{w}/getUpdates"])
S("Microsoft Teams", "incoming webhook (value = 32-hex path segment)", lambda: rs(HEX, 32), False,
  "TEAMS_WEBHOOK_URL", "Teams webhook", n=2, host="acme.webhook.office.com", ident="structure",
  wrap=lambda v: "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), v, uuid4()),
  P=["use {w} for the on-call channel"], C=["curl -H 'Content-Type: application/json' -d '{\"text\":\"hi\"}' '{w}'"],
  O=["Webhook message delivery failed with error: Microsoft Teams endpoint returned HTTP error 403 with ContextId ... url={w}"])
S("Twitch", "oauth: + 30", lambda: "oauth:" + rs(LOWNUM, 30), True, "TWITCH_OAUTH", "Twitch chat token",
  host="irc.chat.twitch.tv", C=["TWITCH_OAUTH={w} node chatbot.js"], O=["< PASS {w}\n> :tmi.twitch.tv NOTICE * :Login authentication failed"])
S("Facebook", "access token EAA[BGJCD] + 150-200", lambda: "EAA" + R.choice("BGJCD") + rs(B62, R.randint(150, 200)),
  True, "FB_ACCESS_TOKEN", "Facebook access token", n=3, host="graph.facebook.com",
  C=["curl 'https://graph.facebook.com/v19.0/me/accounts?access_token={w}'"],
  O=["{\"error\":{\"message\":\"Error validating access token: Session has expired\",\"type\":\"OAuthException\","
     "\"code\":190}} access_token={w}"])
S("Facebook", "app secret 32 hex", lambda: rs(HEX, 32), False, "FB_APP_SECRET", "Facebook app secret",
  host="graph.facebook.com")
S("Instagram", "IGQVJ + ~180", lambda: "IGQVJ" + rs(B64URL, R.randint(170, 190)), True, "IG_ACCESS_TOKEN",
  "Instagram token", host="graph.instagram.com",
  C=["curl 'https://graph.instagram.com/me/media?fields=id,caption&access_token={w}'"])
S("Twitter", "app bearer token AAAA... with %2B/%3D", twitter_bearer, True, "TWITTER_BEARER_TOKEN",
  "X bearer token", n=3, host="api.twitter.com",
  C=["curl -H \"Authorization: Bearer {w}\" 'https://api.twitter.com/2/tweets/search/recent?query=acme'"])
S("Twitter", "API key secret 50 base62", lambda: rs(B62, 50), False, "TWITTER_API_SECRET",
  "Twitter API secret", host="api.twitter.com")
S("Twitter", "access token id-40", lambda: digits(19) + "-" + rs(B62, 40), False, "TWITTER_ACCESS_TOKEN",
  "Twitter access token", n=1, host="api.twitter.com")
S("MessageBird", "access key 25 base62", lambda: rs(B62, 25), False, "MESSAGEBIRD_ACCESS_KEY",
  "MessageBird access key", host="rest.messagebird.com",
  C=["curl -H 'Authorization: AccessKey {w}' https://rest.messagebird.com/balance"])
S("Intercom", "dG9rOj... base64 token", intercom_token, False, "INTERCOM_ACCESS_TOKEN", "Intercom access token",
  host="api.intercom.io")
S("Zendesk", "API token 40 base62", lambda: rs(B62, 40), False, "ZENDESK_API_TOKEN", "Zendesk API token",
  host="acme.zendesk.com",
  C=["curl https://acme.zendesk.com/api/v2/tickets.json -u support@acme.io/token:{w}"])
S("Zapier", "catch hook (value = id/secret path)", lambda: digits(8) + "/" + rs(LOWNUM, 7), False,
  "ZAPIER_HOOK_URL", "Zapier webhook", n=1, host="hooks.zapier.com", ident="structure",
  wrap=lambda v: "https://hooks.zapier.com/hooks/catch/%s/" % v,
  P=["the form posts to {w}, why are the zaps not firing?"],
  C=["curl -X POST -d 'email=test@acme.io' {w}"], O=["POST {w} 200 {\"status\":\"success\"}"])

# --- payments and commerce
S("Stripe", "secret key sk_live_ + 24 (legacy)", lambda: "sk_live_" + rs(B62, 24), True, "STRIPE_SECRET_KEY",
  "Stripe secret key", n=2, host="api.stripe.com",
  C=["curl https://api.stripe.com/v1/charges -u {w}: -d amount=2000 -d currency=usd",
     "stripe login --api-key {w}"],
  O=["stripe.error.AuthenticationError: Invalid API Key provided: {w}",
     "Request req_8h2KxQp1 failed: No such API key: '{w}'"])
S("Stripe", "secret key sk_live_51 + 97 / sk_test_51", lambda: stripe_modern(R.choice(["sk_live_", "sk_test_"])),
  True, "STRIPE_SECRET_KEY", "Stripe secret key", n=3, host="api.stripe.com",
  C=["stripe listen --api-key {w} --forward-to localhost:3000/webhooks"])
S("Stripe", "restricted key rk_live_/rk_test_/rk_prod_",
  lambda: R.choice(["rk_live_", "rk_test_", "rk_prod_"]) + R.choice(["51" + rs(B62, 97), rs(B62, 24)]), True,
  "STRIPE_RESTRICTED_KEY", "Stripe restricted key", n=3, host="api.stripe.com")
S("Stripe", "webhook secret whsec_ + 32", lambda: "whsec_" + rs(B62, 32), True, "STRIPE_WEBHOOK_SECRET",
  "Stripe webhook secret", n=2, host="api.stripe.com",
  O=["stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload "
     "(secret {w})", "> Ready! Your webhook signing secret is {w} (^C to quit)"])
S("Square", "production access token EAAA + 60", lambda: "EAAA" + rs(B64URL, 60), True, "SQUARE_ACCESS_TOKEN",
  "Square access token", n=2, host="connect.squareup.com",
  C=["curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2024-05-15' -H 'Authorization: Bearer {w}'"])
S("Square", "sq0atp- + 22 / sq0csp- + 43",
  lambda: R.choice(["sq0atp-" + rs(B64URL, 22), "sq0csp-" + rs(B64URL, 43)]), True, "SQUARE_TOKEN",
  "Square token", n=2, host="connect.squareup.com")
S("Shopify", "shpat_/shpca_/shppa_/shpss_ + 32 hex",
  lambda: R.choice(["shpat_", "shpca_", "shppa_", "shpss_"]) + rs(HEX, 32), True, "SHOPIFY_ACCESS_TOKEN",
  "Shopify token", n=4, host="acme-store.myshopify.com",
  C=["curl -H 'X-Shopify-Access-Token: {w}' https://acme-store.myshopify.com/admin/api/2024-04/shop.json",
     "shopify app env pull --token {w}"],
  O=["ShopifyAPI::Errors::HttpResponseError: [API] Invalid API key or access token (unrecognized login or "
     "wrong password) {w}"])
S("Braintree", "access_token$production$<id>$<32 hex> (value = part after the fixed type prefix)",
  lambda: rs(LOWNUM, 16) + "$" + rs(HEX, 32), True, "BRAINTREE_ACCESS_TOKEN",
  "Braintree access token", host="api.braintreegateway.com", wrap=lambda v: "access_token$production$" + v,
  generic=True, ident="value",
  C=["export BRAINTREE_ACCESS_TOKEN='{w}'", "echo 'BRAINTREE_ACCESS_TOKEN={w}' >> .env"])
S("Razorpay", "key secret 24 base62", lambda: rs(B62, 24), False, "RAZORPAY_KEY_SECRET", "Razorpay key secret",
  host="api.razorpay.com",
  C=["curl -u rzp_live_%s:{w} https://api.razorpay.com/v1/payments" % rs(B62, 14)])
S("Paystack", "sk_live_/sk_test_ + 40 hex", lambda: R.choice(["sk_live_", "sk_test_"]) + rs(HEX, 40), True,
  "PAYSTACK_SECRET_KEY", "Paystack secret key", host="api.paystack.co")
S("Flutterwave", "FLWSECK- + 32 hex + -X",
  lambda: R.choice(["FLWSECK-", "FLWSECK_TEST-"]) + rs(HEX, 32) + "-X", True, "FLW_SECRET_KEY",
  "Flutterwave secret key", host="api.flutterwave.com")
S("GoCardless", "live_/sandbox_ + 40", lambda: R.choice(["live_", "sandbox_"]) + rs(B64URL + "=", 40), False,
  "GOCARDLESS_ACCESS_TOKEN", "GoCardless access token", host="api.gocardless.com")
S("Plaid", "access-production- + UUID", lambda: R.choice(["access-production-", "access-sandbox-"]) + uuid4(), True,
  "PLAID_ACCESS_TOKEN", "Plaid access token", host="production.plaid.com")
S("Plaid", "secret 30 hex", lambda: rs(HEX, 30), False, "PLAID_SECRET", "Plaid secret", n=1,
  host="production.plaid.com")
S("WooCommerce", "ck_/cs_ + 40 hex", lambda: R.choice(["ck_", "cs_"]) + rs(HEX, 40), True, "WC_CONSUMER_SECRET",
  "WooCommerce consumer secret", host="shop.acme.io",
  C=["curl https://shop.acme.io/wp-json/wc/v3/orders -u ck_%s:{w}" % rs(HEX, 40)])
S("Duffel", "duffel_live_/duffel_test_ + 43", lambda: R.choice(["duffel_live_", "duffel_test_"]) + rs(B64URL, 43),
  True, "DUFFEL_ACCESS_TOKEN", "Duffel token", n=1, host="api.duffel.com")
S("EasyPost", "EZAK/EZTK + 54", lambda: R.choice(["EZAK", "EZTK"]) + rs(B62, 54), True, "EASYPOST_API_KEY",
  "EasyPost API key", host="api.easypost.com")
S("Shippo", "shippo_live_/shippo_test_ + 40 hex", lambda: R.choice(["shippo_live_", "shippo_test_"]) + rs(HEX, 40),
  True, "SHIPPO_API_TOKEN", "Shippo token", host="api.goshippo.com",
  C=["curl https://api.goshippo.com/shipments/ -H 'Authorization: ShippoToken {w}'"])
S("Lob", "live_/test_ + 35 hex", lambda: R.choice(["live_", "test_"]) + rs(HEX, 35), False, "LOB_API_KEY",
  "Lob API key", host="api.lob.com", C=["curl https://api.lob.com/v1/addresses -u {w}:"])

# --- cloud and infrastructure
S("AWS", "access key id AKIA/ASIA/ABIA/ACCA + 16 base32",
  lambda: R.choice(["AKIA", "AKIA", "ASIA", "ABIA", "ACCA"]) + rs(B32, 16), True, "AWS_ACCESS_KEY_ID",
  "AWS access key id", n=5, host="sts.amazonaws.com",
  C=["aws configure set aws_access_key_id {w}", "AWS_ACCESS_KEY_ID={w} aws s3 ls s3://acme-backups"],
  O=["An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token "
     "included in the request is invalid. (key {w})", "[default]\naws_access_key_id = {w}"])
S("AWS", "secret access key 40 base64", lambda: rs(B62 + "/+", 40), False, "AWS_SECRET_ACCESS_KEY",
  "AWS secret access key", n=5, host="sts.amazonaws.com",
  C=["aws configure set aws_secret_access_key {w}", "export AWS_SECRET_ACCESS_KEY={w}",
     "AWS_SECRET_ACCESS_KEY='{w}' terraform plan"],
  O=["[default]\naws_access_key_id = AKIA%s\naws_secret_access_key = {w}" % rs(B32, 16),
     "SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. "
     "Check your key and signing method. aws_secret_access_key={w}"])
S("AWS", "STS session token IQoJb3JpZ2luX2Vj...", aws_session_token, False, "AWS_SESSION_TOKEN",
  "AWS session token", n=2, host="sts.amazonaws.com",
  C=["export AWS_SESSION_TOKEN={w}", "aws configure set aws_session_token {w}"])
S("AWS Bedrock", "long-term API key ABSK + base64", bedrock_long, True, "AWS_BEARER_TOKEN_BEDROCK",
  "Bedrock API key", n=2, host="bedrock-runtime.us-east-1.amazonaws.com",
  C=["export AWS_BEARER_TOKEN_BEDROCK={w}",
     "curl -H 'Authorization: Bearer {w}' https://bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-haiku/invoke"])
S("AWS Bedrock", "short-term API key bedrock-api-key- + base64(presigned URL)", bedrock_short, True,
  "AWS_BEARER_TOKEN_BEDROCK", "Bedrock API key", n=1, host="bedrock-runtime.us-east-1.amazonaws.com")
S("Google Cloud", "API key AIza + 35", lambda: "AIzaSy" + rs(B64URL, 33), True, "GOOGLE_API_KEY",
  "Google API key", n=4, host="generativelanguage.googleapis.com",
  C=["curl 'https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={w}'",
     "GEMINI_API_KEY={w} python agent.py"],
  O=["google.api_core.exceptions.PermissionDenied: 403 API key not valid. Please pass a valid API key. [key={w}]",
     "<script src=\"https://maps.googleapis.com/maps/api/js?key={w}&callback=initMap\"></script>"])
S("Google Cloud", "OAuth client secret GOCSPX- + 28", lambda: "GOCSPX-" + rs(B64URL, 28), True,
  "GOOGLE_CLIENT_SECRET", "Google OAuth client secret", n=2, host="oauth2.googleapis.com",
  O=["{\"installed\":{\"client_id\":\"%s-%s.apps.googleusercontent.com\",\"client_secret\":\"{w}\"}}"
     % (digits(12), rs(LOWNUM, 32))])
S("Google Cloud", "OAuth access token ya29. + ~180", lambda: "ya29." + R.choice(["a0", "c.c0"]) + rs(B64URL, R.randint(150, 220)),
  True, "GOOGLE_OAUTH_ACCESS_TOKEN", "Google access token", n=2, host="www.googleapis.com",
  C=["curl -H \"Authorization: Bearer {w}\" https://www.googleapis.com/oauth2/v3/userinfo"])
S("Google Cloud", "OAuth refresh token 1//0 + ~100", lambda: "1//0" + rs(LET, 1) + rs(B64URL, 98), True,
  "GOOGLE_REFRESH_TOKEN", "Google refresh token", n=2, host="oauth2.googleapis.com",
  O=["{\n  \"refresh_token\": \"{w}\",\n  \"type\": \"authorized_user\"\n}"])
S("Google Cloud", "service-account private_key (JSON-escaped PKCS#8 PEM)", gcp_sa_private_key, True,
  "GOOGLE_APPLICATION_CREDENTIALS", "service account key", n=2, host="iam.googleapis.com",
  P=["here's the service account json, deploy with it:\n{\"type\": \"service_account\", \"project_id\": \"acme-prod-391214\", "
     "\"private_key_id\": \"" + rs(HEX, 40) + "\", \"private_key\": \"{w}\", \"client_email\": \"deployer@acme-prod-391214.iam.gserviceaccount.com\"}"],
  C=["echo '{\"type\":\"service_account\",\"private_key\":\"{w}\"}' > /tmp/sa.json && gcloud auth activate-service-account --key-file=/tmp/sa.json"],
  O=["  \"private_key\": \"{w}\",\n  \"client_email\": \"deployer@acme-prod-391214.iam.gserviceaccount.com\","],
  generic=False)
S("Google Cloud", "Cloud Storage HMAC access id GOOG1E + 55", lambda: "GOOG1E" + rs(UPNUM, 55), True,
  "GCS_HMAC_ACCESS_ID", "GCS HMAC access key", n=1, host="storage.googleapis.com")
S("Google Cloud", "Cloud Storage HMAC secret 40 base64", lambda: rs(B62 + "/+", 40), False,
  "GCS_HMAC_SECRET", "GCS HMAC secret", n=1, host="storage.googleapis.com")
S("Firebase", "FCM legacy server key AAAA...:APA91b...", lambda: "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134),
  True, "FCM_SERVER_KEY", "FCM server key", n=2, host="fcm.googleapis.com",
  C=["curl -X POST -H 'Authorization: key={w}' -H 'Content-Type: application/json' https://fcm.googleapis.com/fcm/send -d @msg.json"])
_az_conn = lambda v: "DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=%s;EndpointSuffix=core.windows.net" % v
S("Azure", "storage account key 88 base64 (in connection string)", lambda: b64(rbytes(64)), False,
  "AZURE_STORAGE_CONNECTION_STRING", "storage connection string", n=4, host="acmeprodlogs.blob.core.windows.net",
  wrap=_az_conn, ident="structure",
  P=["use this connection string for the log shipper: {w}", "AccountKey is {v}, account acmeprodlogs",
     "Verbindungszeichenfolge für Azure: {w}"],
  C=["az storage blob list --account-name acmeprodlogs --account-key {v} -c logs",
     "export AZURE_STORAGE_CONNECTION_STRING='{w}'"],
  O=["Azure.RequestFailedException: Server failed to authenticate the request. Connection string: {w}",
     "\"AzureWebJobsStorage\": \"{w}\","])
S("Azure", "Entra ID client secret xxxNQ~ + 34", azure_ad_secret, True, "AZURE_CLIENT_SECRET",
  "Azure client secret", n=4, host="login.microsoftonline.com",
  C=["az login --service-principal -u %s -p {w} --tenant %s" % (uuid4(), uuid4())],
  O=["AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client "
     "secret value, not the client secret ID. secret={w}"])
_az_sas = lambda v: ("https://acmeprodlogs.blob.core.windows.net/backups/db-2024-05-14.bak?sv=2022-11-02&ss=b&srt=o"
                     "&sp=r&se=2025-06-01T00:00:00Z&st=2025-05-14T00:00:00Z&spr=https&sig=%s" % v)
S("Azure", "SAS token sig (url-encoded base64)",
  lambda: rs(B62, 14) + "%2B" + rs(B62, 11) + "%2F" + rs(B62, 16) + "%3D", False, "AZURE_SAS_URL",
  "SAS URL", n=2, host="acmeprodlogs.blob.core.windows.net", wrap=_az_sas, ident="structure",
  P=["download the backup from {w}", "here's a SAS link, it expires tomorrow: {w}"],
  C=["azcopy copy '{w}' ./restore/", "curl -o db.bak '{w}'"],
  O=["AuthenticationFailed: Signature did not match. String to sign used was r ... for {w}"])
S("Azure", "Cosmos DB key 88 base64 (ACDb)", lambda: rs(B64, 76) + "ACDb" + rs(B64, 6) + "==", False,
  "COSMOS_KEY", "Cosmos DB primary key", n=1, host="acme.documents.azure.com",
  C=["export COSMOS_KEY={w}"],
  O=["AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey={w};"])
_sb_conn = lambda v: ("Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
                      "SharedAccessKey=%s" % v)
S("Azure", "Service Bus SAS key 44 base64 (+ASb)", lambda: rs(B64, 33) + "+ASb" + rs(B64, 6) + "=", False,
  "SERVICEBUS_CONNECTION", "Service Bus connection string", n=1, host="acme-bus.servicebus.windows.net",
  wrap=_sb_conn, ident="structure",
  P=["the queue connection string is {w}"], C=["export SERVICEBUS_CONNECTION='{w}'"],
  O=["UnauthorizedAccessException: Put token failed. status-code: 401, connection: {w}"])
S("Azure", "Functions key 56 base64url (AzFu)", lambda: rs(B64URL, 44) + "AzFu" + rs(B64URL, 6) + "==", False,
  "FUNCTION_KEY", "function key", n=1, host="acme-fn.azurewebsites.net",
  C=["curl -H 'x-functions-key: {w}' https://acme-fn.azurewebsites.net/api/ingest"])
S("Azure", "Container Registry password 52 base64 (+ACR)", lambda: rs(B64, 42) + "+ACR" + rs(B64, 6), False,
  "ACR_PASSWORD", "ACR admin password", n=1, host="acmeregistry.azurecr.io",
  C=["docker login acmeregistry.azurecr.io -u acmeregistry -p {w}"])
S("Alibaba Cloud", "AccessKey id LTAI + 20", lambda: "LTAI" + rs(B62, R.choice([12, 16, 20])), True,
  "ALIBABA_CLOUD_ACCESS_KEY_ID", "Alibaba AccessKey ID", n=2, host="ecs.aliyuncs.com",
  C=["aliyun configure set --access-key-id {w} --region cn-hangzhou"])
S("Alibaba Cloud", "AccessKey secret 30 base62", lambda: rs(B62, 30), False, "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
  "Alibaba AccessKey secret", n=1, host="ecs.aliyuncs.com",
  C=["aliyun configure set --access-key-secret {w}"])
S("Tencent Cloud", "SecretId AKID + 32", lambda: "AKID" + rs(B62, 32), True, "TENCENTCLOUD_SECRET_ID",
  "Tencent SecretId", n=2, host="cvm.tencentcloudapi.com")
S("Tencent Cloud", "SecretKey 32 base62", lambda: rs(B62, 32), False, "TENCENTCLOUD_SECRET_KEY",
  "Tencent SecretKey", n=1, host="cvm.tencentcloudapi.com", C=["tccli configure set secretKey {w}"])
S("Yandex Cloud", "API key AQVN + 36", lambda: "AQVN" + rs(B64URL, 36), True, "YC_API_KEY", "Yandex API key",
  host="llm.api.cloud.yandex.net", C=["curl -H 'Authorization: Api-Key {w}' https://llm.api.cloud.yandex.net/foundationModels/v1/completion"])
S("Yandex Cloud", "IAM token t1. / static key YC / OAuth y0_",
  lambda: R.choice(["t1.9euelZ" + rs(B64URL, 160), "YC" + rs(B64URL, 38), "y0_AgAAAAA" + rs(B64URL, 48)]),
  True, "YC_TOKEN", "Yandex token", n=3, host="iam.api.cloud.yandex.net")
S("DigitalOcean", "dop_v1_/doo_v1_/dor_v1_ + 64 hex",
  lambda: R.choice(["dop_v1_", "dop_v1_", "doo_v1_", "dor_v1_"]) + rs(HEX, 64), True, "DIGITALOCEAN_ACCESS_TOKEN",
  "DigitalOcean token", n=4, host="api.digitalocean.com",
  C=["doctl auth init --access-token {w}", "doctl auth init -t {w} --context prod"])
S("Heroku", "API key UUID", uuid4, False, "HEROKU_API_KEY", "Heroku API key", n=2, host="api.heroku.com",
  C=["HEROKU_API_KEY={w} heroku apps", "echo 'machine api.heroku.com login ci@acme.io password {w}' >> ~/.netrc"])
S("Heroku", "HRKU-AA + 58", lambda: "HRKU-AA" + rs(B64URL, 58), True, "HEROKU_API_KEY", "Heroku token", n=1,
  host="api.heroku.com")
S("Fly.io", "OAuth token fo1_ + 43", lambda: "fo1_" + rs(B64URL, 43), True, "FLY_API_TOKEN", "Fly token",
  host="api.fly.io", C=["flyctl auth token {w}", "FLY_API_TOKEN={w} flyctl deploy --remote-only"])
S("Fly.io", "macaroon fm2_ (used as 'FlyV1 fm2_...')", lambda: "fm2_lJPE" + b64(rbytes(R.randint(260, 330))), True,
  "FLY_API_TOKEN", "Fly deploy token", n=2, host="api.machines.dev", wrap=lambda v: "FlyV1 " + v,
  P=["fly deploy fails in CI, the token is {w}", "use this deploy token: {w}"],
  C=["export FLY_API_TOKEN=\"{w}\"", "curl -H 'Authorization: {w}' https://api.machines.dev/v1/apps/acme-edge/machines"],
  O=["Error: failed to list machines: unauthorized (Authorization: {w})", "FLY_API_TOKEN={w}"])
S("Vercel", "token 24 base62", lambda: rs(B62, 24), False, "VERCEL_TOKEN", "Vercel token", n=2,
  host="api.vercel.com", C=["vercel deploy --prod --token {w}", "vercel env pull --token={w}"])
S("Netlify", "nfp_ + 36", lambda: "nfp_" + rs(B62, 36), True, "NETLIFY_AUTH_TOKEN", "Netlify token",
  host="api.netlify.com", C=["netlify deploy --prod --auth {w}"])
S("Netlify", "legacy PAT 43 base64url", lambda: rs(B64URL, 43), False, "NETLIFY_AUTH_TOKEN",
  "Netlify auth token", n=1, host="api.netlify.com", C=["netlify deploy --prod --auth {w}"])
S("Cloudflare", "API token 40 base64url", lambda: rs(B64URL, 40), False, "CLOUDFLARE_API_TOKEN",
  "Cloudflare API token", n=3, host="api.cloudflare.com",
  C=["curl https://api.cloudflare.com/client/v4/user/tokens/verify -H 'Authorization: Bearer {w}'",
     "CLOUDFLARE_API_TOKEN={w} wrangler deploy"])
S("Cloudflare", "Global API key 37 hex", lambda: rs(HEX, 37), False, "CLOUDFLARE_API_KEY",
  "Cloudflare global API key", n=2, host="api.cloudflare.com",
  C=["curl https://api.cloudflare.com/client/v4/zones -H 'X-Auth-Email: ops@acme.io' -H 'X-Auth-Key: {w}'"])
S("Cloudflare", "Origin CA key v1.0-24hex-146hex", lambda: "v1.0-" + rs(HEX, 24) + "-" + rs(HEX, 146), True,
  "CF_ORIGIN_CA_KEY", "Origin CA key", n=1, host="api.cloudflare.com")
S("Render", "rnd_ + 32", lambda: "rnd_" + rs(B62, 32), True, "RENDER_API_KEY", "Render API key",
  host="api.render.com")
S("Neon", "napi_ + 64", lambda: "napi_" + rs(LOWNUM, 64), True, "NEON_API_KEY", "Neon API key",
  host="console.neon.tech")
S("PlanetScale", "pscale_tkn_/pscale_pw_/pscale_oauth_ + 43",
  lambda: R.choice(["pscale_tkn_", "pscale_pw_", "pscale_oauth_"]) + rs(B62 + "_-", 43), True,
  "PLANETSCALE_SERVICE_TOKEN", "PlanetScale token", n=3, host="api.planetscale.com",
  C=["pscale auth login --service-token-id acme-ci --service-token {w}",
     "mysql -h aws.connect.psdb.cloud -u app -p{w} --ssl-mode=VERIFY_IDENTITY"])
S("Supabase", "sbp_ + 40 hex", lambda: "sbp_" + rs(HEX, 40), True, "SUPABASE_ACCESS_TOKEN",
  "Supabase access token", n=2, host="api.supabase.com", C=["supabase login --token {w}"])
S("Supabase", "secret API key sb_secret_", lambda: "sb_secret_" + rs(B64URL, 31), True, "SUPABASE_SECRET_KEY",
  "Supabase secret key", n=1, host="acme.supabase.co")
S("Supabase", "service_role JWT (HS256)",
  lambda: jwt("HS256", {"iss": "supabase", "ref": rs(LOW, 20), "role": "service_role", "iat": ts(), "exp": ts() + 10 ** 9}),
  True, "SUPABASE_SERVICE_ROLE_KEY", "service role key", n=1, host="acme.supabase.co")
S("Databricks", "dapi + 32 hex (optional -N)", lambda: "dapi" + rs(HEX, 32) + R.choice(["", "", "-2", "-3"]), True,
  "DATABRICKS_TOKEN", "Databricks token", n=3, host="adb-1234567890123456.7.azuredatabricks.net",
  C=["databricks configure --token <<< {w}", "curl -H 'Authorization: Bearer {w}' https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list"])
S("Databricks", "OAuth secret dose + 32 hex", lambda: "dose" + rs(HEX, 32), True, "DATABRICKS_CLIENT_SECRET",
  "Databricks OAuth secret", n=1, host="accounts.cloud.databricks.com")
S("Confluent", "Cloud API secret 64 base64", lambda: rs(B62 + "+/", 64), False, "CONFLUENT_CLOUD_API_SECRET",
  "Confluent API secret", n=2, host="api.confluent.cloud",
  C=["confluent api-key store %s {w} --resource lkc-8x2k9" % rs(UPNUM, 16)],
  O=["sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='%s' password='{w}';"
     % rs(UPNUM, 16)])
S("HashiCorp Vault", "service token hvs. + ~91", lambda: "hvs.CAESI" + rs(B64URL, R.randint(86, 100)), True,
  "VAULT_TOKEN", "Vault token", n=3, host="vault.acme.internal:8200",
  C=["vault login {w}", "VAULT_TOKEN={w} vault kv get secret/prod/db"],
  O=["Error making API request.\n\nURL: GET https://vault.acme.internal:8200/v1/auth/token/lookup-self\n"
     "Code: 403. Errors:\n\n* permission denied (token {w})"])
S("HashiCorp Vault", "batch token hvb. + ~138", lambda: "hvb.AAAAAQ" + rs(B64URL, 138), True, "VAULT_TOKEN",
  "Vault batch token", n=1, host="vault.acme.internal:8200")
S("HashiCorp Vault", "legacy token s. + 24", lambda: "s." + rs(B62, 24), False, "VAULT_TOKEN",
  "Vault root token", n=1, host="vault.acme.internal:8200", C=["vault login -method=token token={w}"])
S("Doppler", "dp.pt./dp.st./dp.sa./dp.ct. + 43",
  lambda: R.choice(["dp.pt.", "dp.st.prd.", "dp.st.", "dp.sa.", "dp.ct."]) + rs(B62, 43), True, "DOPPLER_TOKEN",
  "Doppler token", n=4, host="api.doppler.com",
  C=["doppler configure set token {w} --scope /app", "DOPPLER_TOKEN={w} doppler run -- npm start"])
S("Infisical", "service token st.<hex24>.<hex32>.<hex32>",
  lambda: "st." + rs(HEX, 24) + "." + rs(HEX, 32) + "." + rs(HEX, 32), True, "INFISICAL_TOKEN",
  "Infisical token", host="app.infisical.com", C=["infisical run --token {w} -- npm run dev"])
S("1Password", "service-account token ops_eyJ...", onepassword_token, True, "OP_SERVICE_ACCOUNT_TOKEN",
  "1Password service account token", n=2, host="my.1password.com",
  C=["OP_SERVICE_ACCOUNT_TOKEN={w} op vault list", "export OP_SERVICE_ACCOUNT_TOKEN={w}"])
S("1Password", "account Secret Key A3-...",
  lambda: "A3-%s-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5),
                                      rs(UPNUM, 5), rs(UPNUM, 5)), True, "OP_SECRET_KEY", "1Password Secret Key",
  n=1, host="my.1password.com", C=["op account add --address acme.1password.com --email me@acme.io --secret-key {w}"])
S("OpenShift", "sha256~ + 43", lambda: "sha256~" + rs(B64URL, 43), True, "OPENSHIFT_TOKEN", "OpenShift token",
  n=2, host="api.ocp.acme.internal:6443",
  C=["oc login --token={w} --server=https://api.ocp.acme.internal:6443"])
S("Kubernetes", "bootstrap token [a-z0-9]{6}.[a-z0-9]{16}", lambda: rs(LOWNUM, 6) + "." + rs(LOWNUM, 16), False,
  "KUBEADM_TOKEN", "kubeadm join token", n=2, host="10.0.0.10:6443",
  C=["kubeadm join 10.0.0.10:6443 --token {w} --discovery-token-ca-cert-hash sha256:%s" % rs(HEX, 64)])
S("Kubernetes", "kubeconfig client-key-data (base64 PEM)", kube_client_key_data, False, "KUBECONFIG",
  "kubeconfig client key", n=1, host="10.0.0.10:6443",
  P=["my kubeconfig has client-key-data: {w} — can you tell which cluster it is for?"],
  C=["kubectl config set users.admin.client-key-data {w}"],
  O=["users:\n- name: admin\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: {w}"], generic=False)
S("Kubernetes", "service-account token RS256 JWT",
  lambda: jwt("RS256", {"aud": ["https://kubernetes.default.svc"], "exp": ts() + 10 ** 7, "iat": ts(),
                        "iss": "https://kubernetes.default.svc",
                        "kubernetes.io": {"namespace": "ci", "serviceaccount": {"name": "deployer", "uid": uuid4()}},
                        "sub": "system:serviceaccount:ci:deployer"}, kid=rs(B64URL, 43)),
  True, "K8S_TOKEN", "service account token", n=1, host="10.0.0.10:6443",
  C=["kubectl --token={w} --server=https://10.0.0.10:6443 get pods -A"])
S("Tailscale", "tskey-auth-/tskey-api-/tskey-client-",
  lambda: "tskey-%s-k%sCNTRL-%s" % (R.choice(["auth", "api", "client"]), rs(B62, 10), rs(B62, 33)), True,
  "TS_AUTHKEY", "Tailscale auth key", n=3, host="api.tailscale.com",
  C=["tailscale up --authkey={w} --hostname=ci-runner-7", "sudo tailscale up --auth-key {w}"])
S("ngrok", "authtoken 2 + 26 + _ + 21", lambda: "2" + rs(B62, 26) + "_" + rs(B62, 21), False, "NGROK_AUTHTOKEN",
  "ngrok authtoken", n=2, host="api.ngrok.com", C=["ngrok config add-authtoken {w}"])
S("Akamai", "EdgeGrid client/access token akab-", lambda: "akab-" + rs(LOWNUM, 16) + "-" + rs(LOWNUM, 16), True,
  "AKAMAI_CLIENT_TOKEN", "Akamai client token", n=1, host="akab-xxxx.luna.akamaiapis.net")
S("Akamai", "EdgeGrid client secret 44 base64", lambda: rs(B62 + "+/", 43) + "=", False, "AKAMAI_CLIENT_SECRET",
  "Akamai client secret", n=1, host="akab-xxxx.luna.akamaiapis.net",
  O=["[default]\nclient_secret = {w}\nhost = akab-%s.luna.akamaiapis.net" % rs(LOWNUM, 16)])
S("Fastly", "API token 32 base64url", lambda: rs(B64URL, 32), False, "FASTLY_API_TOKEN", "Fastly API token",
  host="api.fastly.com", C=["curl -H 'Fastly-Key: {w}' https://api.fastly.com/service"])
S("Salesforce", "access token 00D...!AQ...", lambda: "00D" + rs(B62, 12) + "!AQ" + rs(B62 + "._", 94), True,
  "SF_ACCESS_TOKEN", "Salesforce session token", n=2, host="acme.my.salesforce.com",
  C=["sf org login access-token --instance-url https://acme.my.salesforce.com --no-prompt <<< '{w}'",
     "curl https://acme.my.salesforce.com/services/data/v60.0/ -H 'Authorization: Bearer {w}'"])
S("Okta", "SSWS API token 00 + 40", lambda: "00" + rs(B64URL, 40), False, "OKTA_API_TOKEN", "Okta API token",
  host="acme.okta.com", C=["curl -H 'Authorization: SSWS {w}' https://acme.okta.com/api/v1/users?limit=5"])
S("Auth0", "client secret 64 base64url", lambda: rs(B64URL, 64), False, "AUTH0_CLIENT_SECRET",
  "Auth0 client secret", host="acme.eu.auth0.com")
S("Clerk", "sk_live_/sk_test_ + 40", lambda: R.choice(["sk_live_", "sk_test_"]) + rs(B62, 40), True,
  "CLERK_SECRET_KEY", "Clerk secret key", host="api.clerk.com")
S("WireGuard", "private key 44 base64", lambda: b64(rbytes(32)), False, "WG_PRIVATE_KEY", "WireGuard private key",
  n=2, host="vpn.acme.io",
  P=["set up wg0 with PrivateKey = {w} and peer vpn.acme.io:51820",
     "here's the WireGuard private key for the laptop: {w}"],
  C=["echo '{w}' > /etc/wireguard/private.key && chmod 600 /etc/wireguard/private.key",
     "wg set wg0 private-key <(echo {w})"],
  O=["[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {w}\nDNS = 1.1.1.1"])
S("Rails", "secret_key_base 128 hex", lambda: rs(HEX, 128), False, "SECRET_KEY_BASE", "Rails secret_key_base",
  n=1, host="acme.io", C=["SECRET_KEY_BASE={w} bin/rails assets:precompile"])
S("Rails", "master.key 32 hex", lambda: rs(HEX, 32), False, "RAILS_MASTER_KEY", "Rails master key", n=1,
  host="acme.io", C=["echo {w} > config/master.key", "RAILS_MASTER_KEY={w} bin/rails credentials:show"])
S("Django", "SECRET_KEY 50 chars (django-insecure- prefix in dev)",
  lambda: R.choice(["django-insecure-", ""]) + rs(LOWNUM + "!@#%^&*(-_=+)", 50), False, "DJANGO_SECRET_KEY",
  "Django SECRET_KEY", n=2, host="acme.io",
  P=["SECRET_KEY = '{w}' is in settings.py, move it to the environment",
     "the Django secret key is {w}, put it in the prod env"],
  C=["export DJANGO_SECRET_KEY='{w}'", "echo \"DJANGO_SECRET_KEY='{w}'\" >> .env"],
  O=["SECRET_KEY = '{w}'", "DJANGO_SECRET_KEY={w}"], generic=False)
S("Laravel", "APP_KEY base64:<32 bytes> (value = base64 part)", lambda: b64(rbytes(32)), False, "APP_KEY",
  "Laravel APP_KEY", n=2, host="acme.io", wrap=lambda v: "base64:" + v,
  P=["APP_KEY={w} in .env.production - is that why sessions break?", "the laravel app key is {w}"],
  C=["echo 'APP_KEY={w}' >> .env", "php artisan config:cache --env=production && export APP_KEY={w}"],
  O=["Illuminate\\Encryption\\MissingAppKeyException ... APP_KEY={w}", "APP_KEY={w}"], generic=False)

# --- observability, data, SaaS APIs
S("Sentry", "org auth token sntrys_eyJ..._...", sentry_org_token, True, "SENTRY_AUTH_TOKEN", "Sentry auth token",
  n=2, host="sentry.io", C=["sentry-cli --auth-token {w} releases new 2.4.0", "export SENTRY_AUTH_TOKEN={w}"])
S("Sentry", "user auth token sntryu_ + 64 hex", lambda: "sntryu_" + rs(HEX, 64), True, "SENTRY_AUTH_TOKEN",
  "Sentry user token", n=2, host="sentry.io")
S("Datadog", "API key 32 hex", lambda: rs(HEX, 32), False, "DD_API_KEY", "Datadog API key", n=3,
  host="api.datadoghq.com",
  C=["DD_API_KEY={w} DD_SITE=datadoghq.eu bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"",
     "curl -X GET https://api.datadoghq.com/api/v1/validate -H 'DD-API-KEY: {w}'"],
  O=["2024-05-14 10:22:31 UTC | CORE | ERROR | (pkg/forwarder/transaction.go:364) | API Key invalid, dropping "
     "transaction for https://7-52-0-app.agent.datadoghq.com/api/v2/series (api_key={w})"])
S("Datadog", "application key 40 hex", lambda: rs(HEX, 40), False, "DD_APP_KEY", "Datadog application key", n=2,
  host="api.datadoghq.com",
  C=["curl https://api.datadoghq.com/api/v1/monitor -H 'DD-API-KEY: %s' -H 'DD-APPLICATION-KEY: {w}'" % rs(HEX, 32)])
S("New Relic", "user API key NRAK- + 27", lambda: "NRAK-" + rs(UPNUM, 27), True, "NEW_RELIC_API_KEY",
  "New Relic API key", n=2, host="api.newrelic.com",
  C=["newrelic profile add --profile prod --apiKey {w} --region US --accountId 3412345"])
S("New Relic", "insert key NRII- + 32", lambda: "NRII-" + rs(B64URL, 32), True, "NEW_RELIC_INSERT_KEY",
  "New Relic insert key", n=1, host="insights-collector.newrelic.com")
S("New Relic", "license key 36 hex + NRAL", lambda: rs(HEX, 36) + "NRAL", True, "NEW_RELIC_LICENSE_KEY",
  "New Relic license key", n=2, host="collector.newrelic.com",
  O=["license_key: {w}", "NewRelic::Agent::LicenseException: Invalid license key {w}"])
S("Grafana", "Cloud token glc_ + base64 JSON", grafana_cloud_token, True, "GRAFANA_CLOUD_TOKEN",
  "Grafana Cloud token", n=2, host="grafana.net")
S("Grafana", "service account token glsa_ + 32 + _ + 8 hex", lambda: "glsa_" + rs(B62, 32) + "_" + rs(HEX, 8),
  True, "GRAFANA_TOKEN", "Grafana service account token", n=2, host="acme.grafana.net",
  C=["curl -H 'Authorization: Bearer {w}' https://acme.grafana.net/api/dashboards/home"])
S("Dynatrace", "dt0c01. + 24 + . + 64", lambda: "dt0c01." + rs(UPNUM, 24) + "." + rs(UPNUM, 64), True,
  "DT_API_TOKEN", "Dynatrace token", n=2, host="abc12345.live.dynatrace.com",
  C=["curl -H 'Authorization: Api-Token {w}' https://abc12345.live.dynatrace.com/api/v2/entities"])
S("Honeycomb", "ingest key hcaik_ + 58", lambda: "hcaik_" + rs(LOWNUM, 58), True, "HONEYCOMB_API_KEY",
  "Honeycomb API key", n=1, host="api.honeycomb.io")
S("Honeycomb", "legacy key 32 hex", lambda: rs(HEX, 32), False, "HONEYCOMB_API_KEY", "Honeycomb API key", n=1,
  host="api.honeycomb.io", C=["OTEL_EXPORTER_OTLP_HEADERS=\"x-honeycomb-team={w}\" node --require ./tracing.js app.js"])
S("PagerDuty", "REST API key 20 chars (u+...)", lambda: R.choice(["u+", ""]) + rs(B64URL, 18) + R.choice(["", "AB"]),
  False, "PAGERDUTY_TOKEN", "PagerDuty API token", n=2, host="api.pagerduty.com",
  C=["curl -H 'Authorization: Token token={w}' https://api.pagerduty.com/incidents"])
S("Sumo Logic", "access key 64 base62", lambda: rs(B62, 64), False, "SUMO_ACCESS_KEY", "Sumo Logic access key",
  n=1, host="api.sumologic.com", C=["curl -u su%s:{w} https://api.sumologic.com/api/v1/collectors" % rs(B62, 12)])
S("Splunk", "HEC token UUID", uuid4, False, "SPLUNK_HEC_TOKEN", "Splunk HEC token", n=2, host="splunk.acme.io:8088",
  C=["curl -k https://splunk.acme.io:8088/services/collector -H 'Authorization: Splunk {w}' -d '{\"event\":\"hi\"}'"])
S("Postman", "PMAK- + 24 hex + - + 34 hex", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True,
  "POSTMAN_API_KEY", "Postman API key", n=2, host="api.getpostman.com",
  C=["newman run https://api.getpostman.com/collections/1234?apikey={w}", "postman login --with-api-key {w}"])
S("Linear", "lin_api_ + 40", lambda: "lin_api_" + rs(B62, 40), True, "LINEAR_API_KEY", "Linear API key", n=2,
  host="api.linear.app",
  C=["curl -X POST https://api.linear.app/graphql -H 'Authorization: {w}' -d '{\"query\":\"{ viewer { id } }\"}'"])
S("Linear", "OAuth token lin_oauth_ + 64 hex", lambda: "lin_oauth_" + rs(HEX, 64), True, "LINEAR_TOKEN",
  "Linear OAuth token", n=1, host="api.linear.app")
S("Notion", "ntn_ + 11 digits + 35", lambda: "ntn_" + digits(11) + rs(B62, 35), True, "NOTION_TOKEN",
  "Notion integration token", n=2, host="api.notion.com",
  C=["curl https://api.notion.com/v1/users/me -H 'Authorization: Bearer {w}' -H 'Notion-Version: 2022-06-28'"])
S("Notion", "legacy secret_ + 43", lambda: "secret_" + rs(B62, 43), True, "NOTION_TOKEN",
  "Notion integration secret", n=2, host="api.notion.com")
S("Figma", "figd_ + 40", lambda: "figd_" + rs(B64URL, 40), True, "FIGMA_TOKEN", "Figma token", n=2,
  host="api.figma.com", C=["curl -H 'X-Figma-Token: {w}' https://api.figma.com/v1/files/Fk3kQ2example"])
S("Atlassian", "API token ATATT3xFfGF0 + ... + = + 8 hex",
  lambda: "ATATT3xFfGF0" + rs(B64URL, 171) + "=" + rs(HEXU, 8), True, "JIRA_API_TOKEN", "Jira API token", n=3,
  host="acme.atlassian.net",
  C=["curl -u dev@acme.io:{w} https://acme.atlassian.net/rest/api/3/myself",
     "acli jira auth login --site acme.atlassian.net --email dev@acme.io --token <<< {w}"])
S("Asana", "PAT 1/<16>:<32 hex> or 2/<16>/<16>:<32 hex>",
  lambda: R.choice(["1/" + digits(16) + ":" + rs(HEX, 32), "2/" + digits(16) + "/" + digits(16) + ":" + rs(HEX, 32)]),
  False, "ASANA_ACCESS_TOKEN", "Asana personal access token", n=2, host="app.asana.com")
S("Airtable", "PAT pat + 14 + . + 64 hex", lambda: "pat" + rs(B62, 14) + "." + rs(HEX, 64), True,
  "AIRTABLE_TOKEN", "Airtable token", n=2, host="api.airtable.com")
S("Airtable", "legacy API key key + 14", lambda: "key" + rs(B62, 14), False, "AIRTABLE_API_KEY",
  "Airtable API key", n=1, host="api.airtable.com")
S("Algolia", "admin API key 32 hex", lambda: rs(HEX, 32), False, "ALGOLIA_ADMIN_KEY", "Algolia admin API key",
  n=2, host="%s-dsn.algolia.net" % rs(UPNUM, 10))
S("Contentful", "CFPAT- + 43", lambda: "CFPAT-" + rs(B64URL, 43), True, "CONTENTFUL_MANAGEMENT_TOKEN",
  "Contentful management token", n=2, host="api.contentful.com",
  C=["contentful login --management-token {w}"])
S("Contentful", "delivery token 43", lambda: rs(B64URL, 43), False, "CONTENTFUL_DELIVERY_TOKEN",
  "Contentful delivery token", n=1, host="cdn.contentful.com")
S("Dropbox", "short-lived sl. + ~136 / sl.u.", lambda: R.choice(["sl." + rs(B64URL, 136), "sl.u." + rs(B64URL, 300)]),
  True, "DROPBOX_ACCESS_TOKEN", "Dropbox token", n=2, host="api.dropboxapi.com")
S("Dropbox", "long-lived 11 + AAAAAAAAAA + 43", lambda: rs(B62, 11) + "AAAAAAAAAA" + rs(B64URL, 43), False,
  "DROPBOX_TOKEN", "Dropbox access token", n=1, host="api.dropboxapi.com")
S("Frame.io", "fio-u- + 64", lambda: "fio-u-" + rs(B64URL + "=", 64), True, "FRAMEIO_TOKEN", "Frame.io token",
  n=2, host="api.frame.io")
S("Mapbox", "secret token sk.eyJ1Ijoi... . 22", mapbox_secret, True, "MAPBOX_SECRET_TOKEN",
  "Mapbox secret token", n=2, host="api.mapbox.com",
  C=["echo 'MAPBOX_DOWNLOADS_TOKEN={w}' >> ~/.gradle/gradle.properties",
     "curl 'https://api.mapbox.com/tokens/v2?access_token={w}'"])
S("Typeform", "tfp_ + 44 + _ + 14", lambda: "tfp_" + rs(B62, 44) + "_" + rs(B62, 14), True, "TYPEFORM_TOKEN",
  "Typeform token", n=2, host="api.typeform.com")
S("ReadMe", "rdme_ + 70", lambda: "rdme_" + rs(LOWNUM, 70), True, "README_API_KEY", "ReadMe API key",
  host="dash.readme.com", C=["rdme openapi openapi.yaml --key={w} --id=6630f1"])
S("Scalingo", "tk-us- + 48", lambda: "tk-us-" + rs(B64URL, 48), True, "SCALINGO_API_TOKEN", "Scalingo token",
  host="api.osc-fr1.scalingo.com", C=["scalingo login --api-token {w}"])
S("HubSpot", "private app token pat-na1-/pat-eu1- + UUID", lambda: R.choice(["pat-na1-", "pat-eu1-"]) + uuid4(),
  True, "HUBSPOT_ACCESS_TOKEN", "HubSpot token", n=2, host="api.hubapi.com")
S("LaunchDarkly", "api-/sdk-/mob- + UUID", lambda: R.choice(["api-", "sdk-", "mob-"]) + uuid4(), True,
  "LD_SDK_KEY", "LaunchDarkly key", n=3, host="app.launchdarkly.com")
S("Trello", "ATTA + 64 hex + 8 hex", lambda: "ATTA" + rs(HEX, 64) + rs(HEXU, 8), True, "TRELLO_TOKEN",
  "Trello token", n=2, host="api.trello.com",
  C=["curl 'https://api.trello.com/1/members/me/boards?key=%s&token={w}'" % rs(HEX, 32)])
S("Adafruit IO", "aio_ + 28", lambda: "aio_" + rs(B62, 28), True, "ADAFRUIT_IO_KEY", "Adafruit IO key",
  host="io.adafruit.com")
S("Adobe", "client secret p8e- + 32", lambda: "p8e-" + rs(B62, 32), True, "ADOBE_CLIENT_SECRET",
  "Adobe client secret", host="ims-na1.adobelogin.com")
S("Cloudinary", "cloudinary:// URL (value = api secret)", lambda: rs(B64URL, 27), False, "CLOUDINARY_URL",
  "Cloudinary URL", n=2, host="api.cloudinary.com", ident="structure",
  wrap=lambda v: "cloudinary://%s:%s@acme-media" % (digits(15), v),
  P=["CLOUDINARY_URL={w} — configure the upload widget with that", "use {w} for image uploads"],
  C=["export CLOUDINARY_URL={w}", "echo 'CLOUDINARY_URL={w}' >> .env.local"],
  O=["cloudinary.exceptions.AuthorizationRequired: Invalid Signature (url {w})", "CLOUDINARY_URL={w}"])
S("Kaggle", "API key 32 hex in kaggle.json", lambda: rs(HEX, 32), False, "KAGGLE_KEY", "Kaggle API key", n=2,
  host="www.kaggle.com",
  C=["echo '{\"username\":\"mlteam\",\"key\":\"{w}\"}' > ~/.kaggle/kaggle.json", "KAGGLE_KEY={w} kaggle datasets list"])
S("Weights & Biases", "API key 40 hex", lambda: rs(HEX, 40), False, "WANDB_API_KEY", "wandb API key", n=2,
  host="api.wandb.ai", C=["wandb login {w}", "WANDB_API_KEY={w} python train.py --epochs 3"])

# --- email and SMS
S("SendGrid", "SG. + 22 + . + 43", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True,
  "SENDGRID_API_KEY", "SendGrid API key", n=3, host="api.sendgrid.com",
  C=["curl -X POST https://api.sendgrid.com/v3/mail/send -H \"Authorization: Bearer {w}\" -H 'Content-Type: application/json' -d @mail.json"],
  O=["python_http_client.exceptions.UnauthorizedError: HTTP Error 401: Unauthorized (key {w})"])
S("Mailchimp", "32 hex + -usNN", lambda: rs(HEX, 32) + "-us" + str(R.randint(1, 21)), True, "MAILCHIMP_API_KEY",
  "Mailchimp API key", n=3, host="us12.api.mailchimp.com",
  C=["curl -u anystring:{w} https://us12.api.mailchimp.com/3.0/lists"])
S("Mailgun", "legacy key- + 32 hex", lambda: "key-" + rs(HEX, 32), True, "MAILGUN_API_KEY", "Mailgun API key",
  n=2, host="api.mailgun.net",
  C=["curl -s --user 'api:{w}' https://api.mailgun.net/v3/mg.acme.io/messages -F from=ops@acme.io -F to=me@acme.io -F text=hi"])
S("Mailgun", "private key 32hex-8hex-8hex", lambda: rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8), False,
  "MAILGUN_API_KEY", "Mailgun API key", n=1, host="api.mailgun.net",
  C=["curl -s --user 'api:{w}' https://api.mailgun.net/v3/domains"])
S("Brevo", "xkeysib-/xsmtpsib- + 64 hex + - + 16",
  lambda: R.choice(["xkeysib-", "xsmtpsib-"]) + rs(HEX, 64) + "-" + rs(B62, 16), True, "BREVO_API_KEY",
  "Brevo API key", n=2, host="api.brevo.com")
S("Postmark", "server token UUID", uuid4, False, "POSTMARK_SERVER_TOKEN", "Postmark server token", n=2,
  host="api.postmarkapp.com",
  C=["curl https://api.postmarkapp.com/email -H 'X-Postmark-Server-Token: {w}' -d @email.json"])
S("Resend", "re_ + 8 + _ + 24", lambda: "re_" + rs(B62, 8) + "_" + rs(B62, 24), True, "RESEND_API_KEY",
  "Resend API key", n=2, host="api.resend.com")
S("Twilio", "API key SID SK + 32 hex", lambda: twilio_like("SK"), True, "TWILIO_API_KEY", "Twilio API key SID",
  n=2, host="api.twilio.com")
S("Twilio", "account SID AC + 32 hex", lambda: twilio_like("AC"), True, "TWILIO_ACCOUNT_SID", "Twilio account SID",
  n=2, host="api.twilio.com",
  C=["curl -X POST https://api.twilio.com/2010-04-01/Accounts/{w}/Messages.json -u {w}:%s" % rs(HEX, 32)])
S("Twilio", "auth token 32 hex", lambda: rs(HEX, 32), False, "TWILIO_AUTH_TOKEN", "Twilio auth token", n=2,
  host="api.twilio.com",
  C=["twilio login AC%s --auth-token {w}" % rs(HEX, 32)])
S("SMTP", "password (keyword)", lambda: password(), False, "SMTP_PASSWORD", "SMTP password", n=2,
  host="smtp.acme.io",
  C=["swaks --to me@acme.io --server smtp.acme.io:587 --auth LOGIN --auth-user mailer --auth-password '{w}'",
     "echo 'EMAIL_HOST_PASSWORD={w}' >> .env"],
  O=["smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted') password={w}"])

# --- AI / ML APIs
S("OpenAI", "project key sk-proj- (T3BlbkFJ)", lambda: openai("sk-proj-", 74), True, "OPENAI_API_KEY",
  "OpenAI API key", n=4, host="api.openai.com",
  C=["curl https://api.openai.com/v1/models -H \"Authorization: Bearer {w}\"", "OPENAI_API_KEY={w} python agent.py"],
  O=["openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: {w}. "
     "You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error'}}"])
S("OpenAI", "service account key sk-svcacct-", lambda: openai("sk-svcacct-", 74), True, "OPENAI_API_KEY",
  "OpenAI service account key", n=2, host="api.openai.com")
S("OpenAI", "admin key sk-admin-", lambda: openai("sk-admin-", 58), True, "OPENAI_ADMIN_KEY", "OpenAI admin key",
  n=1, host="api.openai.com")
S("OpenAI", "legacy key sk- + 20 + T3BlbkFJ + 20", lambda: openai("sk-", 20), True, "OPENAI_API_KEY",
  "OpenAI API key", n=2, host="api.openai.com")
S("Anthropic", "API key sk-ant-api03- + 93 + AA", lambda: anthropic("api03"), True, "ANTHROPIC_API_KEY",
  "Anthropic API key", n=4, host="api.anthropic.com",
  C=["curl https://api.anthropic.com/v1/messages -H 'x-api-key: {w}' -H 'anthropic-version: 2023-06-01' -d @req.json",
     "ANTHROPIC_API_KEY={w} claude -p 'summarize README.md'"],
  O=["anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', "
     "'message': 'invalid x-api-key'}} (key {w})"])
S("Anthropic", "admin key sk-ant-admin01-", lambda: anthropic("admin01"), True, "ANTHROPIC_ADMIN_KEY",
  "Anthropic admin key", n=1, host="api.anthropic.com")
S("Anthropic", "OAuth token sk-ant-oat01-", lambda: anthropic("oat01"), True, "CLAUDE_CODE_OAUTH_TOKEN",
  "Claude OAuth token", n=1, host="api.anthropic.com")
S("Hugging Face", "hf_ + 34 letters", lambda: "hf_" + rs(LET, 34), True, "HF_TOKEN", "Hugging Face token", n=4,
  host="huggingface.co",
  C=["huggingface-cli login --token {w}", "hf auth login --token {w} --add-to-git-credential",
     "git clone https://user:{w}@huggingface.co/acme/private-model"],
  O=["huggingface_hub.errors.HfHubHTTPError: 401 Client Error: Unauthorized for url: "
     "https://huggingface.co/api/whoami-v2 (Invalid user token {w})"])
S("Hugging Face", "org token api_org_ + 34", lambda: "api_org_" + rs(LET, 34), True, "HF_ORG_TOKEN",
  "Hugging Face org token", n=1, host="huggingface.co")
S("Perplexity", "pplx- + 48", lambda: "pplx-" + rs(B62, 48), True, "PERPLEXITY_API_KEY", "Perplexity API key",
  n=2, host="api.perplexity.ai")
S("Groq", "gsk_ + 52", lambda: "gsk_" + rs(B62, 52), True, "GROQ_API_KEY", "Groq API key", n=2,
  host="api.groq.com")
S("Replicate", "r8_ + 37", lambda: "r8_" + rs(B62, 37), True, "REPLICATE_API_TOKEN", "Replicate token", n=2,
  host="api.replicate.com")
S("xAI", "xai- + 80", lambda: "xai-" + rs(B62, 80), True, "XAI_API_KEY", "xAI API key", n=2, host="api.x.ai")
S("OpenRouter", "sk-or-v1- + 64 hex", lambda: "sk-or-v1-" + rs(HEX, 64), True, "OPENROUTER_API_KEY",
  "OpenRouter key", n=2, host="openrouter.ai")
S("LangSmith", "lsv2_pt_/lsv2_sk_ + 32 hex + _ + 10 hex",
  lambda: R.choice(["lsv2_pt_", "lsv2_sk_"]) + rs(HEX, 32) + "_" + rs(HEX, 10), True, "LANGSMITH_API_KEY",
  "LangSmith API key", n=2, host="api.smith.langchain.com")
S("Pinecone", "pcsk_ + 6 + _ + 64", lambda: "pcsk_" + rs(B62, 6) + "_" + rs(B62, 64), True, "PINECONE_API_KEY",
  "Pinecone API key", n=2, host="api.pinecone.io")
S("Together AI", "tgp_v1_ + 43", lambda: "tgp_v1_" + rs(B64URL, 43), True, "TOGETHER_API_KEY",
  "Together API key", n=1, host="api.together.xyz")
S("ElevenLabs", "sk_ + 48 hex", lambda: "sk_" + rs(HEX, 48), True, "ELEVENLABS_API_KEY", "ElevenLabs API key",
  n=2, host="api.elevenlabs.io", C=["curl https://api.elevenlabs.io/v1/voices -H 'xi-api-key: {w}'"])
S("Mistral AI", "API key 32 base62", lambda: rs(B62, 32), False, "MISTRAL_API_KEY", "Mistral API key", n=2,
  host="api.mistral.ai")
S("Cohere", "API key 40 base62", lambda: rs(B62, 40), False, "COHERE_API_KEY", "Cohere API key", n=2,
  host="api.cohere.com")

# --- keys, tokens and URLs without a vendor
PEM_P = ["here's the deploy key, install it on the build box:\n{w}",
         "can you figure out why ssh rejects this key?\n\n{w}\n",
         "Este es el archivo de clave privada para nginx:\n{w}",
         "用这个私钥配置 nginx 的 TLS：\n{w}",
         "Hier ist der Schlüssel für den Server, bitte nach /etc/ssl/private kopieren:\n{w}",
         "{w}\n\nthat's the contents of id_ed25519 from the old laptop, set it up on this one"]
PEM_C = ["cat > ~/.ssh/id_deploy <<'EOF'\n{w}\nEOF\nchmod 600 ~/.ssh/id_deploy",
         "printf '%s\\n' '{w}' > /etc/ssl/private/acme.key && chmod 600 /etc/ssl/private/acme.key",
         "echo '{w}' | ssh-add -",
         "kubectl -n prod create secret generic signing-key --from-literal=key.pem='{w}'"]
PEM_O = ["Load key \"/home/dev/.ssh/id_deploy\": invalid format\n{w}",
         "DEBUG config: tls.key =\n{w}",
         "Error: error:1E08010C:DECODER routines::unsupported\n    at loadPrivateKey "
         "(/app/node_modules/jose/dist/node/cjs/runtime/asn1.js:97:12)\nkey material:\n{w}",
         "$ cat deploy/keys/server.key\n{w}"]
for _fmt, _gen, _n in [("PEM RSA PRIVATE KEY (PKCS#1)", pem_rsa, 2), ("PEM EC PRIVATE KEY (SEC1 P-256)", pem_ec, 2),
                       ("PEM PRIVATE KEY (PKCS#8)", pem_pkcs8, 1), ("PEM ENCRYPTED PRIVATE KEY", pem_encrypted, 1)]:
    S("PEM private key", _fmt, _gen, True, "TLS_KEY", "private key", n=_n, host="acme.io",
      P=PEM_P, C=PEM_C, O=PEM_O, generic=False)
S("OpenSSH private key", "-----BEGIN OPENSSH PRIVATE KEY----- ed25519 / rsa",
  lambda: openssh_key(rsa=R.random() < 0.4), True, "SSH_PRIVATE_KEY", "SSH private key", n=3, host="github.com",
  P=PEM_P, C=PEM_C[:3] + ["gh secret set SSH_PRIVATE_KEY --body '{w}'"], O=PEM_O, generic=False)
S("PGP private key", "-----BEGIN PGP PRIVATE KEY BLOCK----- with CRC24", pgp_key, True, "GPG_PRIVATE_KEY",
  "GPG private key", n=2, host="keys.openpgp.org",
  P=["import this signing key for the release job:\n{w}", "here's my gpg key export:\n{w}"],
  C=["gpg --batch --import <<'EOF'\n{w}\nEOF", "gh secret set GPG_PRIVATE_KEY --body '{w}'"],
  O=["gpg: key 4A5B6C7D8E9F0A1B: no valid user IDs\ngpg: Total number processed: 1\n{w}"], generic=False)
S("age", "AGE-SECRET-KEY-1 + 58 bech32 (valid checksum)", age_secret_key, True, "SOPS_AGE_KEY", "age key", n=3,
  host="acme.io",
  P=["decrypt secrets.enc.yaml with {w}", "here's the age identity: {w}", "使用这个 age 密钥解密：{w}"],
  C=["echo '{w}' >> ~/.config/sops/age/keys.txt", "SOPS_AGE_KEY={w} sops -d secrets.enc.yaml"],
  O=["# created: 2024-05-14T10:22:31+02:00\n# public key: age1%s\n{w}" % "".join(R.choice(BECH32) for _ in range(58)),
     "Failed to get the data key required to decrypt the SOPS file. (tried identity {w})"], generic=False)

_JWT_CLAIMS = [
    lambda: ("HS256", {"sub": digits(10), "name": "Jane Doe", "iat": ts()}),
    lambda: ("HS256", {"user_id": R.randint(1, 99999), "role": "admin", "exp": ts(), "jti": uuid4()}),
    lambda: ("HS512", {"iss": "api.acme.io", "sub": "svc-billing", "scope": "invoices:write", "iat": ts()}),
    lambda: ("RS256", {"iss": "https://acme.eu.auth0.com/", "sub": "auth0|%s" % rs(HEX, 24),
                       "aud": ["https://api.acme.io", "https://acme.eu.auth0.com/userinfo"],
                       "iat": ts(), "exp": ts(), "scope": "openid profile email read:orders", "azp": rs(B62, 32)}),
    lambda: ("ES256", {"iss": "https://securetoken.google.com/acme-prod", "aud": "acme-prod",
                       "auth_time": ts(), "user_id": rs(B62, 28), "email": "dev@acme.io", "email_verified": True}),
]
for _i in range(5):
    S("JWT", "signed JWT (HS256/HS512/RS256/ES256)", lambda: jwt(*R.choice(_JWT_CLAIMS)()), True, "API_JWT",
      "JWT", n=1, host="api.acme.io",
      C=["curl -H 'Authorization: Bearer {w}' https://api.acme.io/v2/orders?limit=5",
         "http GET :8000/api/me 'Authorization:Bearer {w}'"],
      O=["jwt.exceptions.ExpiredSignatureError: Signature has expired\n  token={w}",
         "127.0.0.1 - - [14/May/2024:10:22:31 +0000] \"GET /api/me HTTP/1.1\" 401 - \"Bearer {w}\""])
S("JWT", "unsigned JWT alg:none (trailing dot)",
  lambda: jwt("none", R.choice([{"sub": "admin", "role": "superuser", "iat": ts()},
                                {"user": "alice@acme.io", "admin": True, "exp": ts()}])), True, "API_JWT",
  "unsigned JWT", n=2, host="api.acme.io",
  P=["why does the API accept this token with alg none? {w}", "try this JWT against staging: {w}"],
  C=["curl -H 'Authorization: Bearer {w}' https://staging.acme.io/api/admin/users"],
  O=["WARN auth: accepted unsigned token {w} (alg=none)"])

_DB_P = ["connect to {w} and run the migrations", "the staging db is {w}, can you check why the orders table is locked?",
         "DATABASE_URL={w} — use that for the seed script", "la base de datos está en {w}, revisa las conexiones",
         "Die Datenbank-URL ist {w}, bitte das Schema prüfen", "数据库连接串是 {w}，帮我看一下慢查询"]
_DB_O = ["sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"db.internal\" "
         "(10.0.3.7), port 5432 failed: timeout expired\n[url: {w}]",
         "Error: P1001: Can't reach database server at `{w}`",
         "  DATABASE_URL: {w}",
         "2024-05-14 10:22:31.337 UTC [42] LOG:  connection string: {w}"]


def _db(provider, fmt, scheme_fn, env, n, C, P=_DB_P, O=_DB_O):
    S(provider, fmt, lambda: url_password(), False, env, "database URL", n=n, host="db.internal", ident="structure",
      wrap=scheme_fn, P=P, C=C, O=O)


_db("PostgreSQL", "password in postgres:// / postgresql:// URL",
    lambda v: "%s://%s:%s@%s:5432/%s" % (R.choice(["postgres", "postgresql"]), R.choice(["app", "orders_rw", "postgres_admin"]),
                                         v, R.choice(["db.internal", "pg-prod.c8x2k9.eu-west-1.rds.amazonaws.com",
                                                      "ep-cool-darkness-123456.eu-central-1.aws.neon.tech"]),
                                         R.choice(["app", "orders", "analytics"])),
    "DATABASE_URL", 4,
    ["psql '{w}' -c 'select count(*) from orders'", "DATABASE_URL={w} npx prisma migrate deploy",
     "pg_dump '{w}' > backup.sql", "echo 'DATABASE_URL={w}' >> .env"])
_db("MySQL", "password in mysql:// URL",
    lambda v: "%s://%s:%s@%s:3306/%s" % (R.choice(["mysql", "mysql+pymysql"]), R.choice(["shop", "root", "wp_user"]), v,
                                         R.choice(["mysql.internal", "10.0.4.12"]), R.choice(["shop", "wordpress"])),
    "DATABASE_URL", 3,
    ["mysqlsh --uri '{w}' --sql -e 'show tables'", "export DATABASE_URL='{w}'", "DATABASE_URL={w} ./manage.py migrate"])
S("MySQL", "password on the CLI / env (keyword)", lambda: password(), False, "MYSQL_PWD", "MySQL root password",
  n=2, host="mysql.internal",
  P=["the mysql root password is {w}", "pwd for mysql root: {w}", "el password de root en MySQL es {w}"],
  C=["mysql -h mysql.internal -u root --password='{w}' shop", "MYSQL_PWD='{w}' mysqldump -u root shop > shop.sql",
     "docker run -d -e MYSQL_ROOT_PASSWORD='{w}' mysql:8.4"],
  O=["MYSQL_ROOT_PASSWORD={w}", "mysql: [Warning] Using a password on the command line interface can be insecure. "
     "(password={w})"], generic=False)
_db("MongoDB", "password in mongodb+srv:// URL",
    lambda v: "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"
              % (R.choice(["app_rw", "admin", "reporting"]), v, rs(LOWNUM, 5), R.choice(["shop", "events"])),
    "MONGODB_URI", 3,
    ["mongosh '{w}' --eval 'db.orders.countDocuments()'", "mongodump --uri '{w}' --out ./dump",
     "export MONGODB_URI='{w}'"],
    O=["MongoServerSelectionError: connection <monitor> to 3.120.1.2:27017 closed\n    uri: {w}",
       "  MONGODB_URI: {w}", "pymongo.errors.OperationFailure: bad auth : Authentication failed. uri={w}"])
_db("Redis", "password in redis:// / rediss:// URL",
    lambda v: R.choice(["redis://:%s@cache.internal:6379/0", "rediss://default:%s@eu1-fancy-cat-34112.upstash.io:6379"]) % v,
    "REDIS_URL", 3,
    ["redis-cli -u '{w}' ping", "REDIS_URL={w} celery -A app worker", "export REDIS_URL='{w}'"],
    O=["redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled. ({w})",
       "[ioredis] Unhandled error event: ReplyError: WRONGPASS invalid username-password pair url={w}",
       "REDIS_URL={w}"])
_db("RabbitMQ", "password in amqp:// / amqps:// URL",
    lambda v: R.choice(["amqp://orders:%s@rabbitmq.internal:5672/prod",
                        "amqps://svc_events:%s@b-4f2a.mq.eu-west-1.amazonaws.com:5671"]) % v,
    "AMQP_URL", 2,
    ["CELERY_BROKER_URL={w} celery -A app worker -l info", "export AMQP_URL='{w}'"],
    O=["amqp.exceptions.AccessRefused: (0, 0): (403) ACCESS_REFUSED - Login was refused using authentication "
       "mechanism PLAIN. broker={w}", "[2024-05-14 10:22:31,000: ERROR/MainProcess] consumer: Cannot connect to {w}"])
S("HTTP basic auth", "password in https://user:pass@host URL", lambda: url_password(), False, "REPO_URL",
  "basic auth URL", n=3, host="artifacts.acme.io", ident="structure",
  wrap=lambda v: R.choice(["https://deploy:%s@artifacts.acme.io/repository/maven-releases/",
                           "https://alice:%s@git.acme.io/team/app.git",
                           "http://admin:%s@192.168.1.20:8080/manager/html"]) % v,
  P=["fetch the artifacts from {w}", "clone {w} and run make test", "why does {w} give 401?"],
  C=["curl -fsSL {w}", "git clone {w}", "pip install --index-url {w} acme-internal"],
  O=["fatal: unable to access '{w}': The requested URL returned error: 403",
     "WARNING: Retrying (Retry(total=4)) after connection broken: {w}", "GET {w} -> 401"])
S("HTTP basic auth", "Authorization: Basic base64(user:pass)",
  lambda: b64(("%s:%s" % (R.choice(["admin", "api", "jenkins"]), password())).encode()), False, "BASIC_AUTH",
  "basic auth header", n=2, host="api.acme.io",
  P=["the header is Authorization: Basic {w}, can you call the export endpoint with it?",
     "use basic auth {w} for the internal API"],
  C=["curl -H 'Authorization: Basic {w}' https://api.acme.io/internal/export"],
  O=["> GET /internal/export HTTP/1.1\n> Host: api.acme.io\n> Authorization: Basic {w}\n>\n< HTTP/1.1 403 Forbidden"],
  generic=False)

S("Ethereum", "private key 0x + 64 hex", lambda: "0x" + rs(HEX, 64), False, "PRIVATE_KEY", "wallet private key",
  n=2, host="eth-mainnet.g.alchemy.com",
  C=["forge script script/Deploy.s.sol --rpc-url $RPC_URL --private-key {w} --broadcast",
     "cast wallet address --private-key {w}", "echo 'DEPLOYER_PRIVATE_KEY={w}' >> .env"])
S("Ethereum", "BIP-39 mnemonic (12 words)", lambda: " ".join(R.sample(BIP39, 12)), False, "MNEMONIC",
  "wallet seed phrase", n=2, host="localhost:8545",
  P=["here's the seed phrase for the test wallet: {w}", "mnemonic: {w}\nimport it into hardhat config"],
  C=["export MNEMONIC='{w}'", "anvil --mnemonic '{w}'"],
  O=["Mnemonic:          {w}\nDerivation path:   m/44'/60'/0'/0/", "MNEMONIC=\"{w}\""], generic=False)

# Generic keyword-only secrets: short and long passwords, hex/base62 API keys,
# base64 secrets, passphrases, cookies.
HUMAN_PASSWORDS = ["Summer2024!Berlin", "Tr0ub4dor&3xQ", "p@55w0rd-Kestrel9", "hunter2hunter2!", "N0v3mber-Rain-88",
                   "qwertyASDF1234!!", "8fj3K!pa02Lm", "Letmein-Prod-2024", "Bl4ckb1rd#Sings", "Acme@Admin#7731",
                   "Zx9#mQ2%vL7pW4", "OrangeKayak_1987", "w1nter+is+c0ming"]
_hp = iter(HUMAN_PASSWORDS)
_PW_SPECS = [("database password", "DB_PASSWORD"), ("admin password", "ADMIN_PASSWORD"),
             ("postgres password", "POSTGRES_PASSWORD"), ("keystore password", "KEYSTORE_PASSWORD"),
             ("Grafana admin password", "GF_SECURITY_ADMIN_PASSWORD"), ("VPN password", "VPN_PASSWORD"),
             ("registry password", "REGISTRY_PASSWORD")]
_PW_P = ["the {label} is {w}", "use {w} as the {label}", "{label}: {w}", "pwd: {w} (that's the {label})",
         "the db password for psql: {w}", "my {label} was {w}, change it after the migration",
         "Passwort (password) für den Server: {w}", "le mot de passe (password) admin est {w}",
         "密码 password 是 {w}", "パスワード(password)は {w} です", "la contraseña (password) es {w}",
         "login as admin / password {w}"]
_PW_C = ["export {E}='{w}'", "docker run -e {E}='{w}' -p 5432:5432 postgres:16", "echo '{E}={w}' >> .env",
         "PGPASSWORD='{w}' psql -h db.internal -U app -d app", "helm upgrade app ./chart --set auth.password='{w}'",
         "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -deststorepass '{w}' -destkeystore app.jks",
         "ansible-playbook site.yml -e 'admin_password={w}'", "sshpass -p '{w}' ssh admin@10.0.0.5",
         "docker login registry.acme.io -u ci --password '{w}'", "openconnect vpn.acme.io -u jdoe --passwd-on-stdin <<< '{w}' # vpn password"]
_PW_O = ["{E}={w}", "  password: {w}", "Authentication failed for user \"admin\" with password '{w}'",
         "[database]\nhost = db.internal\nuser = app\npassword = {w}", "DEBUG settings: DB_PASSWORD='{w}'",
         "pwd={w}", "TASK [create admin] ok: [web1] => {\"admin_password\": \"{w}\"}"]
for _label, _env in _PW_SPECS:
    S("Generic password", "password given with a keyword (12-19 chars or human-made)",
      lambda: next(_hp, None) or password(), False, _env, _label, n=3, host="db.internal",
      P=_PW_P, C=_PW_C, O=_PW_O, generic=False)
S("Generic password", "short password 12 chars", lambda: password(12), False, "SERVICE_PASSWORD", "service password",
  n=3, host="db.internal", P=_PW_P, C=_PW_C, O=_PW_O, generic=False)
S("Generic password", "long random password 32-40 chars", lambda: password(R.randint(32, 40)), False,
  "MASTER_PASSWORD", "master password", n=2, host="db.internal", P=_PW_P, C=_PW_C, O=_PW_O, generic=False)

for _label, _env, _gen, _fmt in [
        ("API key", "API_KEY", lambda: rs(HEX, 32), "32 hex"),
        ("api key", "X_API_KEY", lambda: rs(HEX, 64), "64 hex"),
        ("access token", "ACCESS_TOKEN", lambda: rs(B62, 40), "40 base62"),
        ("auth token", "AUTH_TOKEN", lambda: rs(B64URL, 43), "43 base64url"),
        ("client secret", "CLIENT_SECRET", lambda: rs(B62, 48), "48 base62"),
        ("credential", "SERVICE_CREDENTIAL", lambda: rs(LOWNUM, 28), "28 lowercase alnum")]:
    S("Generic API key", "keyword-only key: " + _fmt, _gen, False, _env, _label, n=3, host="api.internal.acme.io",
      svc=R.choice(["billing-service", "the reporting API", "partner-gateway", "acme-api"]),
      P=PROMPT_KW + ["the api key was {w} before I rotated it", "x-api-key: {w} — that's what the vendor gave us"],
      O=OUT_GENERIC + ["credential for svc-reporting: {w}", "\"apiKey\": \"{w}\""])
for _label, _env in [("JWT signing secret", "JWT_SECRET"), ("webhook secret", "WEBHOOK_SECRET"),
                     ("encryption key", "ENCRYPTION_KEY"), ("HMAC secret", "HMAC_SECRET"),
                     ("session secret", "SESSION_SECRET")]:
    S("Generic secret", "keyword-only base64 secret with + / =", lambda: b64(rbytes(R.choice([24, 32, 48]))), False,
      _env, _label, n=2, host="api.internal.acme.io", svc=R.choice(["auth-service", "webhooks-worker", "acme-api"]))
S("Passphrase", "diceware passphrase (hyphens)", lambda: passphrase("-", R.choice([4, 5, 6])), False,
  "BORG_PASSPHRASE", "backup passphrase", n=2, host="backup.acme.io",
  P=["the {label} is {w}", "use passphrase {w} for the borg repo", "SSH key passphrase: {w}"],
  C=["export BORG_PASSPHRASE='{w}'", "BORG_PASSPHRASE='{w}' borg create ::'{now}' /srv",
     "ssh-keygen -p -f ~/.ssh/id_ed25519 -N '{w}' # new passphrase"],
  O=["BORG_PASSPHRASE={w}", "passphrase: {w}"], generic=False)
S("Passphrase", "passphrase with spaces", lambda: passphrase(" ", R.choice([4, 5])), False, "GPG_PASSPHRASE",
  "GPG passphrase", n=2, host="keys.openpgp.org",
  P=["my gpg passphrase is \"{w}\"", "the passphrase for the signing key: {w}"],
  C=["echo '{w}' | gpg --batch --pinentry-mode loopback --passphrase-fd 0 --sign release.tar.gz",
     "export GPG_PASSPHRASE='{w}'"],
  O=["gpg: signing failed: Bad passphrase ({w})", "GPG_PASSPHRASE='{w}'"], generic=False)
S("Session cookie", "session token in Cookie header", lambda: rs(B64URL, R.choice([32, 48, 64])), False,
  "SESSION_COOKIE", "session cookie", n=3, host="app.acme.io",
  P=["my session cookie is sessionid={w}, use it to hit the admin API", "here's the session token from devtools: {w}"],
  C=["curl -b 'sessionid={w}' https://app.acme.io/api/me", "curl -H 'Cookie: session_token={w}' https://app.acme.io/admin"],
  O=["Set-Cookie: session_token={w}; Path=/; HttpOnly; Secure; SameSite=Lax", "cookie sessionid={w} expired"],
  generic=False)
S("LDAP", "bind password (keyword)", lambda: password(), False, "LDAP_BIND_PASSWORD", "LDAP bind password", n=2,
  host="ldap.acme.io",
  P=["the LDAP bind password for cn=svc-sync is {w}", "bindPassword: {w} — put it in the keycloak federation"],
  C=["LDAP_BIND_PASSWORD='{w}' ./sync-users.sh", "ldapsearch -x -H ldaps://ldap.acme.io -D 'cn=svc-sync,dc=acme,dc=io' "
     "-w '{w}' -b 'dc=acme,dc=io' # bind password"],
  O=["ldap_bind: Invalid credentials (49) for cn=svc-sync with password {w}", "bindPassword: {w}"], generic=False)


# ----------------------------------------------------------------- survivors
# Strings that are useful and not secret; each must still be on disk verbatim.

SURV = []


def keep(kind, value, prompt, command):
    SURV.append({"kind": kind, "value": value, "prompt": prompt.replace("{s}", value),
                 "command": None if command is None else command.replace("{s}", value)})


def surv_generated():
    for i in range(10):
        sha = hashlib.sha1(("commit-%d" % i).encode()).hexdigest()
        keep("git_sha", sha, R.choice(["cherry-pick {s} onto release/2.4", "which PR introduced commit {s}?",
                                       "revert {s}, it broke the login page", "bisect says {s} is the first bad commit"]),
             R.choice(["git show --stat {s}", "git cherry-pick {s}", "git revert --no-edit {s}",
                       "git log -1 --format=%an {s}"]))
    for i in range(8):
        short = hashlib.sha1(("short-%d" % i).encode()).hexdigest()[:7]
        keep("git_sha_short", short, R.choice(["the regression is in {s}, can you look?", "rebase onto {s}",
                                               "compare {s}..HEAD for the changelog"]),
             R.choice(["git show {s}", "git diff {s}..HEAD -- src/", "git checkout {s} -- package.json"]))
    for i in range(10):
        u = uuid4()
        keep("uuid", u, R.choice(["request {s} failed with a 500, find it in the logs",
                                  "the tenant id is {s}", "delete the stale job {s}",
                                  "order {s} never shipped, check the worker"]),
             R.choice(["grep -rn {s} logs/", "kubectl logs deploy/api | grep {s}",
                       "curl https://api.acme.io/v1/jobs/{s}", "psql -c \"select * from orders where id = '{s}'\""]))
    for i in range(8):
        h = hashlib.sha256(("artifact-%d" % i).encode()).hexdigest()
        if i % 2:
            keep("sha256_hash", h, "sha256 checksum of acme-cli-2.4.0.tar.gz is {s}, verify the tarball",
                 "echo '{s}  dist/acme-cli-2.4.0.tar.gz' | sha256sum -c -")
        else:
            keep("sha256_hash", "sha256:" + h, R.choice(["expected digest {s}", "content hash {s} doesn't match what CI built"]),
                 "grep -rn '{s}' checksums.txt")
    for i in range(5):
        m = hashlib.md5(("file-%d" % i).encode()).hexdigest()
        keep("md5_checksum", m, "md5 checksum line: %s  dist/app-%d.tar.gz — is it the same as upstream?" % (m, i),
             "echo '{s}  dist/app-%d.tar.gz' | md5sum -c -" % i)
    for i, pkg in enumerate(["lodash", "react", "typescript", "esbuild", "zod", "vite"]):
        integ = "sha512-" + b64(hashlib.sha512(("%s-%d" % (pkg, i)).encode()).digest())
        keep("npm_integrity", integ, "package-lock.json has integrity %s for %s, is the lockfile corrupted?" % (integ, pkg),
             "grep -n '{s}' package-lock.json")
    for i, img in enumerate(["nginx", "postgres", "python", "node", "redis", "alpine"]):
        d = "sha256:" + hashlib.sha256(("image-%s" % img).encode()).hexdigest()
        keep("docker_digest", d, "pin the %s image to digest %s" % (img, d), "docker pull %s@{s}" % img)


def surv_static():
    for p in ["src/auth/token_store.py", "tests/test_password_reset.py", "app/services/secret_manager.rb",
              "internal/auth/apikey_middleware.go", "config/credentials.yml.enc", "lib/oauth/refresh_token.ts",
              "docs/how-to-rotate-api-keys.md", "scripts/generate_jwt_keys.sh", "k8s/base/sealed-secrets.yaml",
              "src/components/PasswordStrengthMeter.tsx", "~/.config/gh/hosts.yml", "/etc/ssl/certs/ca-certificates.crt",
              "packages/keychain/src/KeychainAccess.swift", "migrations/0042_add_api_key_hash_column.sql",
              ".github/workflows/rotate-secrets.yml", "src/main/java/com/acme/security/TokenAuthenticationFilter.java",
              "terraform/modules/kms_key/main.tf", "public/images/auth-bg@2x.webp"]:
        keep("file_path", p, R.choice(["open {s} and explain what it does", "there's a bug in {s}, line 42",
                                       "rename {s} to match the new layout", "add tests next to {s}"]),
             R.choice(["cat {s}", "git log --oneline -- {s}", "sed -n '1,80p' {s}", "wc -l {s}"]))
    for code, cmd in [
            ("CLIENT_SECRET = settings.GITHUB_API_SECRET", "grep -rn 'CLIENT_SECRET = settings.GITHUB_API_SECRET' app/"),
            ("secret = request.headers[\"apikey\"]", "rg -n -F 'secret = request.headers[\"apikey\"]' src/"),
            ("os.environ[\"API_KEY\"]", "rg -F 'os.environ[\"API_KEY\"]' -n ."),
            ("process.env.STRIPE_SECRET_KEY", "rg -n process.env.STRIPE_SECRET_KEY web/"),
            ("password_hash = bcrypt.hashpw(password, salt)", "rg -n 'password_hash = bcrypt.hashpw(password, salt)'"),
            ("token = os.getenv(\"GITHUB_TOKEN\")", "grep -n 'token = os.getenv(\"GITHUB_TOKEN\")' tools/release.py"),
            ("const apiKey = config.get('openai.apiKey');", "rg -F \"const apiKey = config.get('openai.apiKey');\""),
            ("AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}", "grep -n 'AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}' .github/workflows/deploy.yml"),
            ("auth_token_ttl_seconds", "rg -n auth_token_ttl_seconds"),
            ("SECRET_KEY_BASE", "rg -n SECRET_KEY_BASE config/"),
            ("refreshAccessToken", "rg -n refreshAccessToken src/"),
            ("password_reset_token_expires_at", "rg -n password_reset_token_expires_at db/schema.rb"),
            ("KeyError: 'api_key'", "python -c \"import json; print(json.load(open('cfg.json'))['api_key'])\" || echo \"KeyError: 'api_key'\""),
            ("self.secret_store.get(name)", "rg -F 'self.secret_store.get(name)'"),
            ("let token = try await auth.fetchToken()", "rg -F 'let token = try await auth.fetchToken()' ios/"),
            ("TOKEN_URL = \"https://oauth2.googleapis.com/token\"", "rg -F 'TOKEN_URL = \"https://oauth2.googleapis.com/token\"'"),
            ("if (!password) throw new Error('password is required')", "rg -F \"if (!password) throw new Error('password is required')\""),
            ("user.password = make_password(form.cleaned_data['password1'])", None),
            ("apiKeyHeaderName: 'x-api-key'", "rg -F \"apiKeyHeaderName: 'x-api-key'\""),
            ("DB_PASSWORD_FILE=/run/secrets/db_password", "grep -n DB_PASSWORD_FILE=/run/secrets/db_password docker-compose.yml")]:
        keep("identifier", code, R.choice(["what does `{s}` do here?", "is `{s}` safe?", "refactor {s} into a helper",
                                           "explain {s} in the auth module"]), cmd)
    for t in ["{SumoAccessKey}", "${DB_PASSWORD}", "{{ secrets.NPM_TOKEN }}", "<token>", "%(password)s",
              "${{ secrets.GITHUB_TOKEN }}", "{{ .Values.auth.password }}", "$(cat /run/secrets/db_password)",
              "${env:API_TOKEN}", "{{ vault \"secret/data/prod\" \"password\" }}", "#{ENV['SECRET_KEY_BASE']}",
              "${STRIPE_SECRET_KEY:?missing}", "{api_key}", ":password", "{{password}}"]:
        keep("template", t, R.choice(["set the password to {s} in the compose file",
                                      "the workflow passes token={s}, is that interpolated?",
                                      "use {s} as the api key placeholder in the template",
                                      "why is {s} not being substituted?"]),
             R.choice(["grep -rn '{s}' deploy/", "rg -F '{s}' .", "sed -n '/{s}/p' config/app.yml"]) if "/" not in t
             else "rg -F '{s}' .")
    for ph in ["xxxx", "xxxxxxxxxxxxxxxxxxxxxxxx", "your-api-key-here", "changeme", "sk-...", "<YOUR_TOKEN>",
               "REPLACE_ME", "********", "<redacted>", "YOUR_API_KEY", "<paste-your-token>", "TODO_SET_ME",
               "dummy-password-for-tests", "example-secret"]:
        if ph == "changeme":
            keep("placeholder", ph, "docker-compose.yml still has the placeholder password {s}; generate a real one",
                 "grep -rn -F -- '{s}' docs/ deploy/")
            continue
        keep("placeholder", ph, R.choice(["the README says API_KEY={s}, replace it with the env var",
                                          "the docs example uses {s} as the token, our script copied it verbatim",
                                          "docker-compose.yml still has the placeholder password {s}; generate a real one",
                                          "why does the config show {s} instead of the key?"]),
             "grep -rn -F -- '{s}' docs/ deploy/")
    for u in ["https://github.com/acme/api/pull/1423/files?diff=split&w=1",
              "https://api.stripe.com/v1/charges?limit=3&starting_after=ch_3PGx2Q",
              "https://console.cloud.google.com/iam-admin/serviceaccounts?project=acme-prod-391214",
              "https://s3.amazonaws.com/acme-artifacts/builds/2024/05/14/app-3f2a9c1.tar.gz",
              "https://example.com/reset-password?step=2&lang=en",
              "https://auth.example.com/oauth/authorize?response_type=code&client_id=web-frontend&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid%20profile",
              "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
              "https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0",
              "https://pkg.go.dev/golang.org/x/oauth2@v0.20.0/google#CredentialsFromJSON",
              "https://learn.microsoft.com/en-us/azure/key-vault/secrets/quick-create-cli",
              "https://grafana.acme.io/d/aXk93Lm2z/api-latency?orgId=1&from=now-6h&to=now&var-env=prod",
              "https://www.figma.com/file/Fk3kQ2eXaMpLe9x/Design-System?node-id=12%3A345",
              "https://registry.npmjs.org/@types%2fnode/-/node-20.12.7.tgz",
              "https://app.datadoghq.com/apm/traces?query=service%3Acheckout%20status%3Aerror",
              "http://localhost:3000/api/auth/callback/github?code_challenge_method=S256"]:
        keep("url", u, R.choice(["open {s} and summarize it", "the link {s} is broken in the docs",
                                 "fetch {s} and compare with our version"]), "curl -sSL '{s}' -o /tmp/page")
    for m in ["hf_initWithFrame:reuseIdentifier:", "sk_presentPaymentSheetWithConfiguration:",
              "gho_loadOrganizationMembersWithCompletion:", "npm_configureRegistryMirrorForScope",
              "-[HFPlayerView hf_setContentInsetAdjustmentBehavior:]", "AKIAccessibilityHelper.announceChange",
              "xoxbRenderer.drawRoundedRect(in:cornerRadius:)", "SGSecretGardenViewController.viewDidLoad()"]:
        keep("method_name", m, R.choice(["the crash log points at {s}, what calls it?", "rename {s} to follow our prefix convention",
                                         "is {s} still used after the refactor?"]), "rg -n -F '{s}' ios/ android/")
    for img in ["xoxo-gossip-girl-bg.png", "assets/img/xoxo_hearts@2x.png", "docker.io/xoxodesign/landing:2.3.1",
                "stickers/xoxo-pack-v2.svg", "xoxo-newsletter-header-1200x630.jpg"]:
        keep("image_name", img, R.choice(["compress {s} for the landing page", "replace {s} with the new artwork",
                                          "{s} looks blurry on retina screens"]), "ls -la {s}")
    for cls in ["AbstractSingletonProxyFactoryBean", "SimpleBeanFactoryAwareAspectInstanceFactory",
                "TransactionAwarePersistenceManagerFactoryProxy",
                "InternalFrameInternalFrameTitlePaneInternalFrameTitlePaneMaximizeButtonWindowNotFocusedState",
                "HasThisTypePatternTriedToSneakInSomeGenericOrParameterizedTypePatternMatchingStuffAnywhereVisitor",
                "OAuth2AuthorizationCodeGrantRequestEntityConverter", "AWSCognitoIdentityProviderAdminInitiateAuthRequest",
                "UIApplicationDidReceiveMemoryWarningNotificationObserver"]:
        keep("class_name", cls, R.choice(["where is {s} instantiated?", "can we delete {s}? nothing seems to use it",
                                          "add a unit test for {s}"]), "rg -n {s} src/")
    for label, val in [("PNG data URI",
                        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
                       ("base64 of the string 'hello world'", "aGVsbG8gd29ybGQ="),
                       ("base64-encoded JSON config", b64(b'{"theme":"dark","locale":"de-DE","beta":false}')),
                       ("SVG data URI", "data:image/svg+xml;base64," + b64(b'<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')),
                       ("base64 of a CSV header", b64(b"id,name,email,created_at\n")),
                       ("gzip of 'hello\\n' in base64", b64(gzip.compress(b"hello\n", mtime=0)))]:
        keep("base64_labelled", val, "this is the %s: {s} — decode it for me" % label, "echo '{s}' | cut -c1-40")
    for v in ["v2.31.0", "1.27.3-alpine", "3.12.0rc1", "go1.22.4", "node v20.11.1",
              "v0.0.0-20240514102231-3f2a9c1d7e4b", "2024.05.14-build.1187", "5.4.0-176-generic",
              "18.3.1+sha.3f2a9c1", "1.0.0-beta.24"]:
        keep("version", v, R.choice(["upgrade to {s} and check the changelog", "prod is still on {s}, is that a problem?",
                                      "pin the dependency to {s}"]), "grep -rn '{s}' CHANGELOG.md go.mod package.json")
    for t in ["2024-05-14T10:22:31Z", "2024-05-14T10:22:31.123456+02:00", "2023-12-31T23:59:59.999Z",
              "Tue, 14 May 2024 10:22:31 GMT", "2024-05-14 10:22:31,337", "1715682151", "20240514T102231Z",
              "2024-W20"]:
        keep("timestamp", t, R.choice(["what happened at {s}? the error rate spiked", "filter the logs from {s} onwards",
                                        "the cron ran at {s} instead of midnight"]), "grep -n '{s}' logs/api.log")
    for t in ["tests/test_auth.py::TestLogin::test_password_reset_token_expired",
              "spec/models/user_spec.rb:42", "TestTokenRefresh/expired_refresh_token",
              "test_api_key_rotation[github-fine-grained]", "AuthServiceTest#rejectsBlankPassword",
              "src/__tests__/secrets.test.ts > redacts nothing in prose",
              "tests/integration/test_oauth.py::test_client_secret_missing", "e2e/login.spec.ts:18:5 › login › wrong password"]:
        keep("test_id", t, R.choice(["{s} is flaky on CI, can you fix it?", "run only {s}", "{s} fails after the merge"]), "pytest -q '{s}'" if "::" in t else "echo '{s}'")
    for e in ["password is required", "token expired", "invalid token", "Error: password must be at least 12 characters",
              "401 Unauthorized: missing bearer token", "secret not found: projects/acme/secrets/db-password/versions/latest",
              "FATAL: password authentication failed for user \"app\"", "jwt malformed", "The security token included in the request is expired",
              "API key not valid. Please pass a valid API key.", "error: could not read Username for 'https://github.com': terminal prompts disabled",
              "Permission denied (publickey)."]:
        keep("error_message", e, "I keep getting \"{s}\" when I run the app, what's wrong?",
             "grep -rn -F -- '{s}' logs/ || true")
    for k in ["deployment/auth-token-service", "secret/db-credentials", "pod/api-7d9f8b6c5d-x2k4q",
              "configmap/oauth2-proxy-config", "serviceaccount/github-actions-deployer", "sealedsecret/stripe-keys",
              "externalsecret/vault-db-password", "ingress/keycloak-auth"]:
        keep("k8s_name", k, R.choice(["describe {s} and tell me why it restarted", "who owns {s}?", "{s} is missing in staging"]), "kubectl -n prod describe {s}")
    for r in ["^4.17.21", "~1.2.3", ">=3.8,<4.0", "1.x || >=2.5.0 || 5.0.0 - 7.2.3", "~=2.31.0", ">= 1.22, < 1.24"]:
        keep("semver_range", r, R.choice(["is {s} compatible with the lockfile?", "widen the constraint {s}",
                                          "why did dependabot change it to {s}?"]), "grep -n -F -- '{s}' package.json pyproject.toml || true")
    for s in ["Please never paste real credentials into the chat; use the secret manager instead.",
              "The token endpoint returns a short-lived access token and a refresh token.",
              "We rotate every API key every 90 days and store them in Vault.",
              "Reset your password from the account page, then log in again.",
              "The auth middleware rejects requests without a valid session.",
              "Die Passwort-Richtlinie verlangt mindestens zwölf Zeichen.",
              "La clave de API se guarda cifrada en la base de datos.",
              "请不要把密钥提交到仓库里。",
              "トークンの有効期限は一時間です。",
              "Secret scanning found no leaked keys in the last scan."]:
        keep("prose", s, "rewrite this for the docs: {s}", None)
    for c in ["if not token: raise ValueError('token is required')",
              "const apiKey = process.env.OPENAI_API_KEY;",
              "headers = {'Authorization': f'Bearer {token}'}",
              "password = getpass.getpass('Password: ')",
              "secretName := fmt.Sprintf(\"%s-db-password\", env)",
              "let key = Keychain.load(service: \"api\")",
              "expect(screen.getByLabelText('Password')).toBeInTheDocument()",
              "SELECT id, email FROM users WHERE password_reset_token IS NOT NULL;",
              "export KUBECONFIG=$HOME/.kube/config",
              "auth = HTTPBasicAuth(user, os.environ['JIRA_TOKEN'])",
              "jwt.decode(token, key, algorithms=['RS256'])",
              "for key, value in sorted(settings.items()):"]:
        q = '"' if "'" in c else "'"
        keep("code_line", c, "why does this line fail: {s}", "rg -n -F -- %s{s}%s src/ || true" % (q, q))
    for col in ["#1e293b", "#ff6b6b", "rgba(15, 23, 42, 0.85)", "hsl(210 40% 98%)", "#0ea5e9ff", "oklch(62.8% 0.258 29.23)"]:
        keep("css_color", col, R.choice(["change the button background to {s}", "the dark theme uses {s} for borders",
                                         "is {s} accessible on white?"]), "rg -n -F '{s}' src/styles/")
    for n in ["100000123456789", "+1-415-555-0132", "ORD-2024-000918273645", "1718203945123", "1187364524453953536",
              "4242424242", "INV-000482913", "DE89370400440532013000"]:
        keep("long_number", n, R.choice(["look up {s} in the admin panel", "customer says {s} was charged twice",
                                         "why is {s} showing up in the error report?"]), "grep -rn '{s}' exports/orders.csv || true")


# ------------------------------------------------------------------- builder

def _ctx(sp, v, w):
    return {"v": v, "w": w, "E": sp["env"], "label": sp["label"], "svc": sp["svc"],
            "Svc": re.sub(r"[^A-Za-z0-9]", "", sp["svc"].title()), "host": sp["host"], "kname": sp["kname"],
            "slug": re.sub(r"[^a-z0-9]+", "_", sp["svc"].lower().replace("the ", "")).strip("_")}


def _has_keyword(text, value):
    return bool(KEYWORD_RE.search(text.replace(value, " ")))


def _choose(pool, d, need_kw, used, fallback=()):
    """Pick a template from pool (not yet used for this spec if possible)."""
    cands = [t for t in pool if not need_kw or _has_keyword(fill(t, d), d["v"])]
    if not cands:
        cands = [t for t in fallback if not need_kw or _has_keyword(fill(t, d), d["v"])]
    if not cands:
        raise SystemExit("no template with a keyword for %s / %s" % (d["label"], pool[:1]))
    fresh = [t for t in cands if t not in used]
    t = R.choice(fresh or cands)
    used.add(t)
    return fill(t, d)


def build_secrets():
    out, seen = [], set()
    for sp in SPECS:
        used = set()
        need_kw = sp["ident"] == "keyword"
        for _ in range(sp["n"]):
            v = sp["gen"]()
            while v in seen:
                v = sp["gen"]()
            seen.add(v)
            w = sp["wrap"](v) if sp["wrap"] else v
            d = _ctx(sp, v, w)
            if sp["generic"]:
                roll = R.random()
                if roll < 0.2:
                    ppool = PROMPT_INTL_KW + ([] if need_kw else PROMPT_INTL_SELF)
                elif sp["P"] and roll < 0.55:
                    ppool = sp["P"]
                else:
                    ppool = PROMPT_KW + ([] if need_kw else PROMPT_SELF)
                cpool = sp["C"] if sp["C"] and R.random() < 0.6 else CMD_GENERIC
                opool = sp["O"] if sp["O"] and R.random() < 0.6 else OUT_GENERIC
            else:
                ppool, cpool, opool = sp["P"], sp["C"], sp["O"]
            out.append({
                "provider": sp["provider"],
                "format": sp["fmt"],
                "value": v,
                "self_identifying": sp["sid"],
                "identified_by": sp["ident"],
                "prompt": _choose(ppool, d, need_kw, used, PROMPT_KW if sp["generic"] else ()),
                "command": _choose(cpool, d, need_kw, used, CMD_GENERIC if sp["generic"] else ()),
                "output": _choose(opool, d, need_kw, used, OUT_GENERIC if sp["generic"] else ()),
            })
    return out


def grams(s, n=12):
    return {s[i:i + n] for i in range(len(s) - n + 1)} if len(s) >= n else {s}


def validate(secrets, survivors):
    errs = []
    for e in secrets:
        for f in ("prompt", "command", "output"):
            if e["value"] not in e[f]:
                errs.append("secret value missing from %s: %s %r" % (f, e["provider"], e["value"][:30]))
            if e["identified_by"] == "keyword" and not _has_keyword(e[f], e["value"]):
                errs.append("keyword-only secret without keyword in %s: %s %r" % (f, e["provider"], e[f][:80]))
    for s in survivors:
        if s["value"] not in s["prompt"] or (s["command"] is not None and s["value"] not in s["command"]):
            errs.append("survivor value missing: %r" % s["value"])
    # No 12-char piece of any secret may occur anywhere in the corpus except
    # inside the secret values themselves (otherwise a piece would be found on
    # disk even after perfect redaction), and no survivor may contain one.
    values = sorted({e["value"] for e in secrets}, key=len, reverse=True)
    rest = []
    for e in secrets:
        for f in ("prompt", "command", "output"):
            t = e[f]
            for v in values:
                if v in t:
                    t = t.replace(v, "\x00")
            rest.append(t)
    for s in survivors:
        rest += [s["prompt"], s["command"] or ""]
    rest_grams = set()
    for t in rest:
        rest_grams |= grams(t)
    for e in secrets:
        bad = grams(e["value"]) & rest_grams
        if bad:
            errs.append("piece of %s secret %r appears outside the value: %r" % (e["provider"], e["value"][:24], sorted(bad)[:3]))
    all_vals = "\x00".join(values)
    for s in survivors:
        if s["value"] in all_vals:
            errs.append("survivor is part of a secret: %r" % s["value"])
    if len(values) != len(secrets):
        errs.append("duplicate secret values")
    if len(secrets) < 330 or len({e["provider"] for e in secrets}) < 110 or len(survivors) < 220:
        errs.append("counts below target: %d secrets, %d providers, %d survivors"
                    % (len(secrets), len({e["provider"] for e in secrets}), len(survivors)))
    return errs


def counts_markdown(corpus):
    sec, sur = corpus["secrets"], corpus["survivors"]
    prov = collections.Counter(e["provider"] for e in sec)
    ident = collections.Counter(e["identified_by"] for e in sec)
    kinds = collections.Counter(s["kind"] for s in sur)
    multiline = sum(1 for e in sec if "\n" in e["value"])
    short = sum(1 for e in sec if len(e["value"]) < 20)
    longv = sum(1 for e in sec if len(e["value"]) >= 150)
    special = sum(1 for e in sec if re.search(r"[/+=]", e["value"]))
    intl = sum(1 for e in sec if re.search(r"[\u00c0-\u024f\u3040-\u30ff\u4e00-\u9fff]|\b(Bitte|usa|voici|utilise|el|le|Der|Das|oye|Kannst)\b", e["prompt"]))
    lines = ["- secrets: **%d** entries from **%d** providers" % (len(sec), len(prov)),
             "  - self_identifying: %d true, %d false" % (sum(e["self_identifying"] for e in sec),
                                                            sum(not e["self_identifying"] for e in sec)),
             "  - identified_by: " + ", ".join("%s %d" % kv for kv in sorted(ident.items())),
             "  - multi-line values (PEM blocks): %d; values shorter than 20 chars: %d; values of 150+ chars: %d"
             % (multiline, short, longv),
             "  - values containing `/`, `+` or `=`: %d; prompts not in English: %d" % (special, intl),
             "- survivors: **%d** entries" % len(sur)]
    lines += ["  - %s: %d" % kv for kv in sorted(kinds.items())]
    lines += ["", "Secrets per provider:", "",
              ", ".join("%s %d" % kv for kv in sorted(prov.items(), key=lambda kv: kv[0].lower()))]
    return "\n".join(lines)


def build():
    secrets = build_secrets()
    surv_generated()
    surv_static()
    corpus = {
        "description": "Blind redaction corpus for ctxmode: fake secrets that must never reach disk, and "
                       "non-secret survivors that must stay verbatim. See README.md and providers.md.",
        "generator": "make_corpus.py",
        "seed": SEED,
        "secrets": secrets,
        "survivors": SURV,
    }
    return corpus


def main():
    corpus = build()
    errs = validate(corpus["secrets"], corpus["survivors"])
    if errs:
        print("\n".join(errs[:40]), file=sys.stderr)
        print("%d validation errors" % len(errs), file=sys.stderr)
        return 1
    text = json.dumps(corpus, ensure_ascii=False, indent=1) + "\n"
    path = os.path.join(HERE, "corpus.json")
    if "--check" in sys.argv:
        with open(path, encoding="utf-8") as f:
            same = f.read() == text
        print("corpus.json is %s" % ("up to date" if same else "STALE (rerun make_corpus.py)"))
        return 0 if same else 1
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    counts = counts_markdown(corpus)
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        with open(readme, encoding="utf-8") as f:
            r = f.read()
        new = re.sub(r"(<!-- counts:start -->\n).*?(<!-- counts:end -->)",
                     lambda m: m.group(1) + counts + "\n" + m.group(2), r, flags=re.S)
        if new != r:
            with open(readme, "w", encoding="utf-8") as f:
                f.write(new)
    print(counts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
