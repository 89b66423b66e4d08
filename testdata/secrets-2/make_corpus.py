#!/usr/bin/env python3
"""Generate corpus.json: a blind corpus of fake secrets and non-secret survivors.

Standard library only, fixed seed, deterministic. Formats come from providers.md
(written before this file). No ctxmode code or data was read.
"""
import base64
import gzip
import hashlib
import hmac
import json
import re
import string
import struct
import zlib
import random
from collections import Counter

SEED = 20241201
R = random.Random(SEED)

# ---------------------------------------------------------------- alphabets
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
LETTERS = string.ascii_letters
B62 = DIG + UP + LO                      # GitHub base62 order
B64URL = UP + LO + DIG + "-_"
B64 = UP + LO + DIG + "+/"
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
UPALNUM = UP + DIG
LOALNUM = LO + DIG
B36 = DIG + LO


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_json(o):
    return b64u(json.dumps(o, separators=(",", ":")).encode())


def b64_json(o, pad=True):
    s = b64(json.dumps(o, separators=(",", ":")).encode())
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ulid():
    cro = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    return "01" + rs("HJ", 1) + rs(cro, 23)


def base_n(n, alpha, width):
    out = ""
    while n:
        n, r = divmod(n, len(alpha))
        out = alpha[r] + out
    return out.rjust(width, alpha[0])


def crc_b62(s):
    return base_n(zlib.crc32(s.encode()), B62, 6)


def crc_hexu(s):
    return "%08X" % zlib.crc32(s.encode())


def crc_hex(s):
    return "%08x" % zlib.crc32(s.encode())


def epoch():
    return ri(1693526400, 1735603200)   # Sep 2023 .. Dec 2024


# ---------------------------------------------------------------- bech32
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frm, to):
    acc = bits = 0
    ret = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (to - bits)) & maxv)
    return ret


def bech32(hrp, payload):
    data = _convertbits(payload, 8, 5)
    pm = _polymod(_hrp_expand(hrp) + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


# ---------------------------------------------------------------- base58check
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    full = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(full, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(full) - len(full.lstrip(b"\0"))
    return "1" * pad + out


def wif(compressed):
    return b58check(b"\x80" + rb(32) + (b"\x01" if compressed else b""))


# ---------------------------------------------------------------- JWT
SIGLEN = {"RS256": 256, "RS384": 256, "RS512": 256, "PS256": 256,
          "ES256": 64, "ES384": 96, "ES512": 132, "EdDSA": 64}
HSDIG = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def jwt(header, payload, key=None):
    si = b64u_json(header) + "." + b64u_json(payload)
    alg = header["alg"]
    if alg in HSDIG:
        sig = hmac.new(key or rb(32), si.encode(), HSDIG[alg]).digest()
    else:
        sig = rb(SIGLEN[alg])
    return si + "." + b64u(sig)


# ---------------------------------------------------------------- PEM / SSH / PGP
def pem(label, der, width=64):
    body = b64(der)
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def der_fill(prefix, total):
    return prefix + rb(total - len(prefix))


def rsa_pkcs1_der():
    # MIIEpAIBAAKCAQEA: SEQ(1192) INT 0 INT(257) 00 <modulus>
    pre = bytes.fromhex("308204a402010002820101") + b"\x00" + bytes([0x80 | R.getrandbits(7)])
    mod = pre + rb(255) + bytes.fromhex("0203010001") + bytes.fromhex("02820100")
    return der_fill(mod, 1192)


def rsa_pkcs8_der():
    pre = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7"
                        "308204a302010002820101") + b"\x00" + bytes([0x80 | R.getrandbits(7)])
    body = pre + rb(255) + bytes.fromhex("0203010001") + bytes.fromhex("02820100")
    return der_fill(body, 1217)


def ec_der():
    return (bytes.fromhex("30770201010420") + rb(32) +
            bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))


def ec_pkcs8_der():
    return (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
            + rb(32) + bytes.fromhex("a144034200") + b"\x04" + rb(64))


def enc_pkcs8_der():
    pre = bytes.fromhex("3082051c304e06092a864886f70d01050d3041302906092a864886f70d01050c301c0408")
    pre += rb(8) + bytes.fromhex("020208003017") + bytes.fromhex("0609608648016503040102") + b"\x04\x10"
    return der_fill(pre + rb(16) + bytes.fromhex("048204c8"), 1312)


def dsa_der():
    return der_fill(bytes.fromhex("308201bb02010002818100") + bytes([0x80 | R.getrandbits(7)]), 447)


def sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub, priv = rb(32), rb(32)
    pubblob = sshstr("ssh-ed25519") + sshstr(pub)
    chk = rb(4)
    sec = chk + chk + sshstr("ssh-ed25519") + sshstr(pub) + sshstr(priv + pub) + sshstr(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    data = (b"openssh-key-v1\x00" + sshstr("none") + sshstr("none") + sshstr(b"") +
            struct.pack(">I", 1) + sshstr(pubblob) + sshstr(sec))
    return pem("OPENSSH PRIVATE KEY", data, 70)


def putty_ed25519(comment):
    pub, priv = rb(32), rb(32)
    pubblob = sshstr("ssh-ed25519") + sshstr(pub)
    privblob = sshstr(priv)
    mac = hmac.new(b"", sshstr("ssh-ed25519") + sshstr("none") + sshstr(comment) +
                   sshstr(pubblob) + sshstr(privblob), hashlib.sha256).hexdigest()
    pb, vb = b64(pubblob), b64(privblob)
    pl = [pb[i:i + 64] for i in range(0, len(pb), 64)]
    vl = [vb[i:i + 64] for i in range(0, len(vb), 64)]
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\n"
            "Public-Lines: %d\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s"
            % (comment, len(pl), "\n".join(pl), len(vl), "\n".join(vl), mac))


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def mpi(nbits):
    b = bytearray(rb((nbits + 7) // 8))
    b[0] |= 0x80
    return struct.pack(">H", nbits) + bytes(b)


def pgp_private(uid):
    body = (b"\x04" + struct.pack(">I", epoch()) + b"\x01" + mpi(2048) + mpi(17)[:2] + b"\x01\x00\x01"
            + b"\x00" + mpi(2047) + mpi(1024) + mpi(1024) + mpi(1023) + rb(2))
    pkt = b"\x95" + struct.pack(">H", len(body)) + body
    u = uid.encode()
    pkt += bytes([0xB4, len(u)]) + u
    sig = b"\x04\x13\x01\x08" + rb(300)
    pkt += b"\x89" + struct.pack(">H", len(sig)) + sig
    body64 = b64(pkt)
    lines = [body64[i:i + 64] for i in range(0, len(body64), 64)]
    ck = b64(crc24(pkt).to_bytes(3, "big"))
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + ck +
            "\n-----END PGP PRIVATE KEY BLOCK-----")


def json_escape_pem(p):
    return p.replace("\n", "\\n") + "\\n"


# ================================================================ provider specs
class Spec:
    def __init__(self, provider, fmt, gen, var, w=1, hdr="Authorization: Bearer {v}", api=None,
                 carrier=None, kind="line", special=False, bare=True, kw="tok", cmds=(), outs=(),
                 prompts=(), jkey=None):
        self.provider, self.fmt, self.gen, self.var, self.w = provider, fmt, gen, var, w
        self.hdr, self.api, self.carrier, self.kind = hdr, api, carrier, kind
        self.special, self.bare, self.kw = special, bare, kw
        self.cmds, self.outs, self.prompts = list(cmds), list(outs), list(prompts)
        self.jkey = jkey or ("password" if kw == "pw" else var.lower())


SPECS = []


def add(*a, **k):
    SPECS.append(Spec(*a, **k))


def gh(prefix):
    body = rs(B62, 30)
    return prefix + body + crc_b62(body)


GH_API = "https://api.github.com/user"
GH_CMDS = ["gh auth login --with-token <<< '{v}'",
           "GH_TOKEN={v} gh pr list --repo acme/web --state open",
           "git clone https://x-access-token:{v}@github.com/acme/infra.git",
           "git -c http.extraheader='AUTHORIZATION: bearer {v}' fetch origin main"]
GH_OUTS = ["remote: Invalid username or token. Password authentication is not supported for Git operations.\n"
           "fatal: Authentication failed for 'https://x-access-token:{v}@github.com/acme/infra.git/'",
           "HTTP/2 401\ncontent-type: application/json; charset=utf-8\nx-github-request-id: C41E:2F1A:1B3C4D:1C5E6F:65EF1A2B\n\n"
           "{\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\",\"status\":\"401\"}\n"
           "# request was: curl -H 'Authorization: token {v}' https://api.github.com/user"]

# ---- source hosting, CI/CD, registries
add("GitHub", "classic PAT: ghp_ + 30 base62 + 6-char base62 CRC32 checksum", lambda: gh("ghp_"), "GITHUB_TOKEN",
    w=6, hdr="Authorization: token {v}", api=GH_API, cmds=GH_CMDS, outs=GH_OUTS,
    carrier="https://x-access-token:{v}@github.com/acme/infra.git")
add("GitHub", "OAuth access token: gho_ + 30 base62 + CRC32 base62 checksum", lambda: gh("gho_"), "GH_OAUTH_TOKEN",
    w=2, api=GH_API, cmds=GH_CMDS[:2])
add("GitHub", "user-to-server token: ghu_ + 36 (CRC32 checksum)", lambda: gh("ghu_"), "GITHUB_USER_TOKEN", api=GH_API)
add("GitHub", "installation (server-to-server) token: ghs_ + 36 (CRC32 checksum)", lambda: gh("ghs_"), "GITHUB_TOKEN",
    w=2, api="https://api.github.com/repos/acme/web/actions/runs", cmds=GH_CMDS[2:], outs=GH_OUTS[:1])
add("GitHub", "refresh token: ghr_ + 36 (CRC32 checksum)", lambda: gh("ghr_"), "GITHUB_REFRESH_TOKEN", hdr=None,
    cmds=["curl -X POST https://github.com/login/oauth/access_token -d client_id=Iv1.8a61f9b3a7aba766 "
          "-d grant_type=refresh_token -d refresh_token={v}"])
add("GitHub", "fine-grained PAT: github_pat_ + 22 base62 + _ + 59 base62",
    lambda: "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59), "GH_TOKEN", w=3, api=GH_API, cmds=GH_CMDS, outs=GH_OUTS)
add("GitHub", "legacy 40-hex PAT (context only)", lambda: rs(HEX, 40), "GITHUB_TOKEN", bare=False,
    hdr="Authorization: token {v}", api=GH_API)

GL_CAR = "https://oauth2:{v}@gitlab.com/acme/platform/api.git"
add("GitLab", "personal access token: glpat- + 20 base64url", lambda: "glpat-" + rs(B64URL, 20), "GITLAB_TOKEN", w=4,
    hdr="PRIVATE-TOKEN: {v}", api="https://gitlab.com/api/v4/projects?membership=true", carrier=GL_CAR,
    cmds=["git clone https://oauth2:{v}@gitlab.com/acme/platform/api.git",
          "glab auth login --hostname gitlab.com --token {v}"],
    outs=["remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled.\n"
          "fatal: Authentication failed for 'https://oauth2:{v}@gitlab.com/acme/platform/api.git/'"])
add("GitLab", "routable PAT: glpat- + 36 base64url + .01. + 9-char base36 CRC",
    lambda: (lambda b: b + ".01." + base_n(zlib.crc32(b.encode()), B36, 9))("glpat-" + rs(B64URL, 36)),
    "GITLAB_TOKEN", hdr="PRIVATE-TOKEN: {v}", api="https://gitlab.example.com/api/v4/user")
add("GitLab", "deploy token: gldt- + 20 base64url", lambda: "gldt-" + rs(B64URL, 20), "CI_DEPLOY_PASSWORD", hdr=None,
    cmds=["docker login registry.gitlab.com -u gitlab+deploy-token-1184 -p {v}"])
add("GitLab", "runner authentication token: glrt- + 20 base64url", lambda: "glrt-" + rs(B64URL, 20), "RUNNER_TOKEN",
    hdr=None, cmds=["gitlab-runner register --non-interactive --url https://gitlab.com --token {v} --executor docker"])
add("GitLab", "legacy runner registration token: GR1348941 + 20 base64url", lambda: "GR1348941" + rs(B64URL, 20),
    "REGISTRATION_TOKEN", hdr=None,
    cmds=["gitlab-runner register --url https://gitlab.com/ --registration-token {v} --executor shell"])
add("GitLab", "pipeline trigger token: glptt- + 40 hex", lambda: "glptt-" + rs(HEX, 40), "TRIGGER_TOKEN", hdr=None,
    cmds=["curl -X POST --fail -F token={v} -F ref=main https://gitlab.com/api/v4/projects/48213377/trigger/pipeline"])
add("GitLab", "Kubernetes agent token: glagent- + 50 base64url", lambda: "glagent-" + rs(B64URL, 50), "AGENT_TOKEN",
    hdr=None, cmds=["helm upgrade --install prod-agent gitlab/gitlab-agent -n gitlab-agent --set config.token={v}"])
add("GitLab", "OAuth application secret: gloas- + 64 base64url", lambda: "gloas-" + rs(B64URL, 64),
    "GITLAB_OAUTH_SECRET", hdr=None)
add("GitLab", "feed token: glft- + 20 base64url", lambda: "glft-" + rs(B64URL, 20), "GITLAB_FEED_TOKEN", hdr=None,
    cmds=["curl 'https://gitlab.com/acme/platform/api/-/commits/main?format=atom&feed_token={v}'"])
add("GitLab", "incoming mail token: glimt- + 25 base64url", lambda: "glimt-" + rs(B64URL, 25),
    "GITLAB_INCOMING_EMAIL_TOKEN", hdr=None)
add("GitLab", "SCIM OAuth token: glsoat- + 20 base64url", lambda: "glsoat-" + rs(B64URL, 20), "GITLAB_SCIM_TOKEN",
    api="https://gitlab.com/api/scim/v2/groups/acme/Users")
add("GitLab", "CI/CD job token: glcbt- + hex partition + _ + 20 base64url",
    lambda: "glcbt-" + rs(HEX, ri(1, 5)) + "_" + rs(B64URL, 20), "CI_JOB_TOKEN", hdr="JOB-TOKEN: {v}",
    api="https://gitlab.com/api/v4/projects/48213377/packages/generic/cli/1.2.0/cli.tar.gz")
add("GitLab", "feature-flag client token: glffct- + 20 base64url", lambda: "glffct-" + rs(B64URL, 20),
    "UNLEASH_INSTANCE_ID", hdr=None)

add("Bitbucket", "app password: ATBB + 32 base62 + 8 uppercase hex CRC32",
    lambda: (lambda b: "ATBB" + b + crc_hexu(b))(rs(B62, 32)), "BITBUCKET_APP_PASSWORD", w=2, hdr=None,
    cmds=["git clone https://jdoe:{v}@bitbucket.org/acme/mobile.git",
          "curl -u jdoe:{v} https://api.bitbucket.org/2.0/repositories/acme"])
add("Atlassian (Jira/Confluence/Bitbucket API)", "API token: ATATT3xFfGF0 + 170 base64url + = + 8 uppercase hex CRC32",
    lambda: (lambda b: b + "=" + crc_hexu(b))("ATATT3xFfGF0" + rs(B64URL, 170)), "JIRA_API_TOKEN", w=2, hdr=None,
    cmds=["curl -u dev@acme.io:{v} -H 'Accept: application/json' https://acme.atlassian.net/rest/api/3/myself",
          "jira init --installation cloud --server https://acme.atlassian.net --login dev@acme.io --token {v}"])
add("Atlassian (Jira/Confluence/Bitbucket API)", "workspace/repo access token: ATCTT3xFfGN0 + base64url + = + 8 hex CRC32",
    lambda: (lambda b: b + "=" + crc_hexu(b))("ATCTT3xFfGN0" + rs(B64URL, 170)), "BITBUCKET_ACCESS_TOKEN",
    api="https://api.bitbucket.org/2.0/repositories/acme/mobile/pipelines/")
add("CircleCI", "personal API token: CCIPAT_ + 22 base62 + _ + 40 hex",
    lambda: "CCIPAT_" + rs(B62, 22) + "_" + rs(HEX, 40), "CIRCLE_TOKEN", hdr="Circle-Token: {v}",
    api="https://circleci.com/api/v2/me")
add("CircleCI", "legacy personal API token: 40 hex (context)", lambda: rs(HEX, 40), "CIRCLECI_TOKEN", bare=False,
    hdr="Circle-Token: {v}", api="https://circleci.com/api/v2/project/gh/acme/web/pipeline")
add("Travis CI", "API token: 22 base64url (context)", lambda: rs(B64URL, 22), "TRAVIS_TOKEN", bare=False,
    hdr="Authorization: token {v}", api="https://api.travis-ci.com/repo/acme%2Fweb/requests")
add("Buildkite", "user API access token: bkua_ + 40 hex", lambda: "bkua_" + rs(HEX, 40), "BUILDKITE_API_TOKEN",
    api="https://api.buildkite.com/v2/organizations/acme/pipelines")
add("Buildkite", "agent token: 50 hex (context)", lambda: rs(HEX, 50), "BUILDKITE_AGENT_TOKEN", bare=False, hdr=None,
    cmds=["buildkite-agent start --token {v} --tags queue=deploy"])
add("Jenkins", "user API token: 11 + 32 hex (context)", lambda: "11" + rs(HEX, 32), "JENKINS_API_TOKEN", bare=False,
    hdr=None, cmds=["curl -X POST -u admin:{v} https://ci.acme.internal/job/web-deploy/buildWithParameters?ENV=prod",
                    "java -jar jenkins-cli.jar -s https://ci.acme.internal/ -auth admin:{v} list-jobs"])
add("Docker Hub", "personal access token: dckr_pat_ + 27 base64url", lambda: "dckr_pat_" + rs(B64URL, 27),
    "DOCKERHUB_TOKEN", w=2, hdr=None,
    cmds=["echo {v} | docker login -u acmebot --password-stdin", "docker login -u acmebot -p {v}"],
    outs=["Error response from daemon: Get \"https://registry-1.docker.io/v2/\": unauthorized: incorrect username or password\n"
          "+ docker login -u acmebot -p {v}\nError: Process completed with exit code 1."])
add("Docker Hub", "organization access token: dckr_oat_ + 32 base64url", lambda: "dckr_oat_" + rs(B64URL, 32),
    "DOCKER_ORG_TOKEN", hdr=None, cmds=["docker login -u acme -p '{v}' docker.io"])
add("npm", "granular/automation token: npm_ + 30 base62 + 6 base62 CRC32", lambda: gh("npm_"), "NPM_TOKEN", w=3,
    hdr=None, cmds=["npm config set //registry.npmjs.org/:_authToken {v}",
                    "echo '//registry.npmjs.org/:_authToken={v}' >> ~/.npmrc && npm publish --access public"],
    outs=["npm ERR! code E401\nnpm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/@acme%2fui - "
          "bad token {v}\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2024-05-02T11_43_07_512Z-debug-0.log"])
add("npm", "legacy token: UUID as _authToken in .npmrc (context)", uuid4, "NPM_TOKEN", bare=False, hdr=None,
    carrier="//registry.npmjs.org/:_authToken={v}",
    cmds=["printf '%s\\n' '//registry.npmjs.org/:_authToken={v}' > .npmrc"])
add("PyPI", "API token: pypi- + base64url macaroon starting AgEIcHlwaS5vcmc", lambda: pypi_token(b"pypi.org"),
    "TWINE_PASSWORD", w=2, hdr=None,
    cmds=["twine upload -u __token__ -p {v} dist/*", "uv publish --token {v}"],
    outs=["Uploading distributions to https://upload.pypi.org/legacy/\nERROR    HTTPError: 403 Forbidden from "
          "https://upload.pypi.org/legacy/\n         Invalid or non-existent authentication information.\n"
          "DEBUG    password: {v}"])
add("PyPI", "TestPyPI token: pypi- + macaroon starting AgENdGVzdC5weXBpLm9yZw", lambda: pypi_token(b"test.pypi.org"),
    "TEST_PYPI_TOKEN", hdr=None,
    cmds=["python -m twine upload --repository testpypi -u __token__ -p {v} dist/*"])
add("RubyGems", "API key: rubygems_ + 48 hex", lambda: "rubygems_" + rs(HEX, 48), "GEM_HOST_API_KEY",
    hdr="Authorization: {v}", api="https://rubygems.org/api/v1/gems/acme-client/owners")
add("NuGet", "API key: oy2 + 43 lowercase alnum", lambda: "oy2" + rs(LOALNUM, 43), "NUGET_API_KEY", hdr=None,
    cmds=["dotnet nuget push bin/Release/Acme.Client.2.1.0.nupkg --api-key {v} --source https://api.nuget.org/v3/index.json"])
add("crates.io", "API token: cio + 32 base62", lambda: "cio" + rs(B62, 32), "CARGO_REGISTRY_TOKEN", hdr=None,
    cmds=["cargo login {v}", "CARGO_REGISTRY_TOKEN={v} cargo publish -p acme-core"])
add("Terraform Cloud / HCP Terraform", "user/team token: 14 base62 + .atlasv1. + 67 base64url",
    lambda: rs(B62, 14) + ".atlasv1." + rs(B64URL, 67), "TFE_TOKEN", w=2,
    api="https://app.terraform.io/api/v2/organizations/acme/workspaces",
    cmds=["echo 'credentials \"app.terraform.io\" { token = \"{v}\" }' > ~/.terraformrc"])
add("Pulumi", "access token: pul- + 40 hex", lambda: "pul-" + rs(HEX, 40), "PULUMI_ACCESS_TOKEN", hdr=None,
    cmds=["PULUMI_ACCESS_TOKEN={v} pulumi up --yes --stack acme/prod"])
add("HashiCorp Vault", "service token: hvs. + ~90 base64url (hvs.CAESI...)", lambda: "hvs.CAESI" + rs(B64URL, 86),
    "VAULT_TOKEN", w=2, hdr="X-Vault-Token: {v}", api="https://vault.acme.internal:8200/v1/secret/data/app",
    cmds=["VAULT_ADDR=https://vault.acme.internal:8200 vault login {v}"])
add("HashiCorp Vault", "batch token: hvb. + ~130 base64url", lambda: "hvb.AAAAAQ" + rs(B64URL, 132), "VAULT_TOKEN",
    hdr="X-Vault-Token: {v}", api="https://vault.acme.internal:8200/v1/auth/token/lookup-self")
add("HashiCorp Vault", "recovery token: hvr. + base64url", lambda: "hvr.CAESI" + rs(B64URL, 86), "VAULT_TOKEN",
    hdr="X-Vault-Token: {v}", api="https://vault.acme.internal:8200/v1/sys/raw/core/keyring")
add("HashiCorp Vault", "legacy service token: s. + 24 base62", lambda: "s." + rs(B62, 24), "VAULT_TOKEN",
    hdr="X-Vault-Token: {v}", api="http://127.0.0.1:8200/v1/kv/data/ci")
add("1Password", "service account token: ops_ + base64 JSON (ops_eyJ...)", lambda: ops_token(),
    "OP_SERVICE_ACCOUNT_TOKEN", hdr=None, cmds=["OP_SERVICE_ACCOUNT_TOKEN={v} op vault list"])
add("1Password", "account Secret Key: A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
    lambda: "A3-" + "-".join(rs(UPALNUM, n) for n in (6, 6, 5, 5, 5, 5)), "OP_SECRET_KEY", hdr=None,
    cmds=["op account add --address acme.1password.com --email dev@acme.io --secret-key {v}"])
add("1Password", "Connect server token: JWT ES256", lambda: op_connect_jwt(), "OP_CONNECT_TOKEN",
    api="http://localhost:8080/v1/vaults")
add("JetBrains Space / YouTrack", "permanent token: perm: + base64(user) + . + base64 + . + 30 base62",
    lambda: "perm:" + b64(R.choice([b"root", b"jdoe", b"ci-bot", b"admin"])) + "." + b64(("%d-%d" % (ri(10, 99), ri(1, 9))).encode())
    + "." + rs(B62, 30), "YOUTRACK_TOKEN", api="https://acme.youtrack.cloud/api/issues?fields=id,summary")
add("SonarQube / SonarCloud", "user token: squ_ + 40 hex", lambda: "squ_" + rs(HEX, 40), "SONAR_TOKEN", hdr=None,
    cmds=["sonar-scanner -Dsonar.projectKey=acme-web -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={v}"])
add("SonarQube / SonarCloud", "project analysis token: sqp_ + 40 hex", lambda: "sqp_" + rs(HEX, 40), "SONAR_TOKEN", hdr=None,
    cmds=["mvn verify sonar:sonar -Dsonar.login={v}"])
add("SonarQube / SonarCloud", "global analysis token: sqa_ + 40 hex", lambda: "sqa_" + rs(HEX, 40), "SONAR_TOKEN",
    api="https://sonarcloud.io/api/projects/search?organization=acme")
add("Snyk", "API token: UUID (context)", uuid4, "SNYK_TOKEN", bare=False, hdr="Authorization: token {v}",
    api="https://api.snyk.io/rest/self?version=2024-06-10", cmds=["snyk auth {v}"])
add("Postman", "API key: PMAK- + 24 hex + - + 34 hex", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34),
    "POSTMAN_API_KEY", hdr="X-Api-Key: {v}", api="https://api.getpostman.com/collections")


def pypi_token(loc):
    ident = uuid4().encode()
    cav = json.dumps({"version": 1, "permissions": R.choice(["user", {"projects": ["acme-client"]}])}).encode()
    mac = (b"\x02\x01" + bytes([len(loc)]) + loc + b"\x02" + bytes([len(ident)]) + ident + b"\x00\x02"
           + bytes([len(cav)]) + cav + b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(mac)


def ops_token():
    blob = {"signInAddress": "acme.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
            "iterations": 650000, "salt": b64u(rb(16))}, "email": rs(LO, 13) + "@1passwordserviceaccounts.com",
            "srpX": rs(HEX, 64), "muk": {"alg": "A256GCM", "ext": False, "k": b64u(rb(32)), "key_ops": ["encrypt", "decrypt"],
            "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 5),
            "throttleSecret": {"seed": rs(HEX, 64), "uuid": rs(UPALNUM, 26)}, "deviceUuid": rs(LOALNUM, 26)}
    return "ops_" + b64_json(blob, pad=False)


def op_connect_jwt():
    now = epoch()
    return jwt({"alg": "ES256", "kid": rs(LOALNUM, 26), "typ": "JWT"},
               {"1password.com/auuid": rs(UPALNUM, 26), "1password.com/token": b64u(rb(24)),
                "1password.com/fts": ["vaultaccess"], "1password.com/vts": [{"u": rs(LOALNUM, 26), "a": 49152}],
                "aud": ["com.1password.connect"], "sub": rs(UPALNUM, 26), "iat": now, "iss": "com.1password.b5",
                "jti": rs(LOALNUM, 26)})


AWS_API = None
AWS_OUT = ("An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: "
           "The security token included in the request is invalid.\n"
           "botocore.credentials: DEBUG Found credentials in environment variables. key={v}")

# ---- cloud and infrastructure
add("AWS", "access key ID: AKIA + 16 base32", lambda: "AKIA" + rs(B32, 16), "AWS_ACCESS_KEY_ID", w=5, hdr=None,
    cmds=["aws configure set aws_access_key_id {v} --profile prod",
          "AWS_ACCESS_KEY_ID={v} AWS_SECRET_ACCESS_KEY=\"$(pass show aws/prod)\" aws s3 ls s3://acme-backups/"],
    outs=[AWS_OUT, "Error: error configuring Terraform AWS Provider: error validating provider credentials: "
          "error calling sts:GetCallerIdentity: operation error STS: GetCallerIdentity, https response error "
          "StatusCode: 403, RequestID: 4f8d2b1e-6a0c-4e3b-9c1d-2f5a7b8c9d0e, api error InvalidClientTokenId: "
          "The security token included in the request is invalid.\n  with provider[\"registry.terraform.io/hashicorp/aws\"],\n"
          "  access_key = \"{v}\""])
add("AWS", "temporary (STS) access key ID: ASIA + 16 base32", lambda: "ASIA" + rs(B32, 16), "AWS_ACCESS_KEY_ID",
    hdr=None, cmds=["export AWS_ACCESS_KEY_ID={v} AWS_SESSION_TOKEN=$(cat /tmp/sts.token)"], outs=[AWS_OUT])
add("AWS", "secret access key: 40 chars [A-Za-z0-9/+] (context)", lambda: rs(UP + LO + DIG + "/+", 40),
    "AWS_SECRET_ACCESS_KEY", w=5, bare=False, hdr=None,
    carrier="[default]\naws_access_key_id = AKIA" + "Q3EGKX7ZP4TNRWMB" + "\naws_secret_access_key = {v}\nregion = eu-west-1",
    cmds=["aws configure set aws_secret_access_key '{v}' --profile prod",
          "cat > ~/.aws/credentials <<'EOF'\n[default]\naws_access_key_id = AKIAQ3EGKX7ZP4TNRWMB\naws_secret_access_key = {v}\nEOF",
          "docker run --rm -e AWS_SECRET_ACCESS_KEY='{v}' -e AWS_ACCESS_KEY_ID=AKIAQ3EGKX7ZP4TNRWMB amazon/aws-cli s3 ls"],
    outs=["SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. "
          "Check your key and signing method.\n    at Request.extractError (/app/node_modules/aws-sdk/lib/services/s3.js:711:35)\n"
          "  config: { region: 'eu-west-1', credentials: { accessKeyId: 'AKIAQ3EGKX7ZP4TNRWMB', secretAccessKey: '{v}' } }"])
add("AWS", "session token: base64, starts IQoJb3JpZ2luX2Vj",
    lambda: b64(bytes.fromhex("210a09") + b"origin_ec" + rb(ri(480, 700))), "AWS_SESSION_TOKEN", w=2, hdr=None,
    cmds=["aws configure set aws_session_token '{v}' --profile sso",
          "export AWS_SESSION_TOKEN='{v}'"], outs=[AWS_OUT.replace("key=", "session_token=")])

add("Google Cloud", "API key: AIza + 35 base64url", lambda: "AIza" + rs(B64URL, 35), "GOOGLE_API_KEY", w=4,
    hdr="X-Goog-Api-Key: {v}", api="https://maps.googleapis.com/maps/api/geocode/json?address=Berlin",
    cmds=["curl 'https://www.googleapis.com/youtube/v3/search?part=snippet&q=rust&key={v}'"],
    outs=["{\n  \"error\": {\n    \"code\": 400,\n    \"message\": \"API key not valid. Please pass a valid API key.\",\n"
          "    \"status\": \"INVALID_ARGUMENT\",\n    \"details\": [{\"@type\": \"type.googleapis.com/google.rpc.ErrorInfo\", "
          "\"reason\": \"API_KEY_INVALID\", \"metadata\": {\"service\": \"maps-backend.googleapis.com\", \"key\": \"{v}\"}}]\n  }\n}"])
add("Google Cloud", "OAuth client secret: GOCSPX- + 28 base64url", lambda: "GOCSPX-" + rs(B64URL, 28),
    "GOOGLE_CLIENT_SECRET", w=2, hdr=None,
    cmds=["curl -d client_id=812345678901-3kq9v7f0m2c1s8d4.apps.googleusercontent.com -d client_secret={v} "
          "-d grant_type=authorization_code -d code=$CODE https://oauth2.googleapis.com/token"])
add("Google Cloud", "OAuth access token: ya29. + 150 base64url", lambda: "ya29.a0A" + rs(B64URL, 150),
    "GOOGLE_OAUTH_ACCESS_TOKEN", w=2, api="https://www.googleapis.com/drive/v3/files?pageSize=10")
add("Google Cloud", "OAuth refresh token: 1//0 + ~100 base64url", lambda: "1//0" + rs(B64URL, 99),
    "GOOGLE_REFRESH_TOKEN", hdr=None,
    cmds=["curl -s https://oauth2.googleapis.com/token -d grant_type=refresh_token -d refresh_token={v} -d client_id=$CID"])
add("Google Cloud", "service-account private_key (PKCS#8 RSA PEM, newlines escaped as \\n)",
    lambda: json_escape_pem(pem("PRIVATE KEY", rsa_pkcs8_der())), "GOOGLE_APPLICATION_CREDENTIALS", w=2, hdr=None,
    special=True, jkey="private_key",
    cmds=["echo '{\"type\": \"service_account\", \"project_id\": \"acme-prod\", \"private_key_id\": \"4b1c9e7f2a6d8c3e5f0a1b2c3d4e5f6a7b8c9d0e\", "
          "\"private_key\": \"{v}\", \"client_email\": \"deployer@acme-prod.iam.gserviceaccount.com\"}' > sa.json && gcloud auth activate-service-account --key-file sa.json"],
    outs=["google.auth.exceptions.MalformedError: No key could be detected.\nDEBUG loaded credentials dict: "
          "{'type': 'service_account', 'project_id': 'acme-prod', 'private_key': '{v}', 'client_email': 'deployer@acme-prod.iam.gserviceaccount.com'}"])
add("Google Cloud", "service-account private_key_id: 40 hex (context)", lambda: rs(HEX, 40), "GCP_PRIVATE_KEY_ID",
    bare=False, hdr=None, jkey="private_key_id")
add("Firebase", "FCM legacy server key: AAAA + 7 base64url + :APA91b + 134 base64url",
    lambda: "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), "FCM_SERVER_KEY", hdr="Authorization: key={v}",
    api="https://fcm.googleapis.com/fcm/send")
add("Firebase/Google", "Firebase Admin SDK service-account private_key (PKCS#8 PEM, JSON-escaped)",
    lambda: json_escape_pem(pem("PRIVATE KEY", rsa_pkcs8_der())), "FIREBASE_PRIVATE_KEY", hdr=None, special=True,
    jkey="private_key")

AZ_STO = "DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey={v};EndpointSuffix=core.windows.net"
add("Azure", "storage account key: 88 base64 (64 bytes, ends ==)", lambda: b64(rb(64)), "AZURE_STORAGE_KEY", w=2,
    bare=False, hdr=None, carrier=AZ_STO,
    cmds=["az storage blob list --account-name acmeprodlogs --account-key '{v}' -c logs -o table",
          "export AZURE_STORAGE_CONNECTION_STRING='" + AZ_STO + "'"])
add("Azure", "SAS token signature: sig= URL-encoded base64 HMAC-SHA256 (43 chars + %3D)",
    lambda: b64(rb(32))[:43].replace("+", "%2B").replace("/", "%2F") + "%3D", "AZURE_SAS_TOKEN", bare=False, hdr=None,
    carrier="https://acmeprodlogs.blob.core.windows.net/exports/2024-05.csv?sv=2022-11-02&ss=b&srt=co&sp=rl"
            "&se=2025-01-31T18:00:00Z&st=2024-05-01T10:00:00Z&spr=https&sig={v}",
    cmds=["azcopy copy 'https://acmeprodlogs.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-01-31T18:00:00Z&spr=https&sig={v}' ./exports --recursive"])
add("Azure", "Entra ID client secret: 3 chars + digit + Q~ + 34 chars",
    lambda: rs(LETTERS + DIG + "_.", 3) + R.choice(DIG) + "Q~" + rs(LETTERS + DIG + "_~.-", 34),
    "AZURE_CLIENT_SECRET", w=2, hdr=None,
    cmds=["az login --service-principal -u 3f9a1c2e-7b4d-4e8a-9c1f-2d3e4f5a6b7c -p '{v}' --tenant acme.onmicrosoft.com"],
    outs=["AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret "
          "value, not the client secret ID, for a secret added to app '3f9a1c2e-7b4d-4e8a-9c1f-2d3e4f5a6b7c'.\n"
          "Trace ID: 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d\nclient_secret used: {v}"])
add("Azure", "Cosmos DB key: 88 base64", lambda: b64(rb(64)), "COSMOS_KEY", bare=False, hdr=None,
    carrier="AccountEndpoint=https://acme-orders.documents.azure.com:443/;AccountKey={v};")
add("Azure", "Service Bus SAS key: 44 base64", lambda: b64(rb(32)), "SERVICEBUS_CONNECTION", bare=False, hdr=None,
    carrier="Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={v}")
add("Azure", "DevOps PAT (legacy): 52 chars [a-z2-7]", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52),
    "AZURE_DEVOPS_EXT_PAT", bare=False, hdr=None,
    cmds=["git clone https://pat:{v}@dev.azure.com/acme/Platform/_git/api",
          "echo {v} | az devops login --organization https://dev.azure.com/acme"])
add("Azure", "DevOps PAT (84 chars, AZDO at 77-80)", lambda: rs(B62, 76) + "AZDO" + rs(B62, 4), "AZURE_DEVOPS_PAT",
    hdr=None, cmds=["curl -u :{v} 'https://dev.azure.com/acme/_apis/projects?api-version=7.1'"])
add("Azure", "OpenAI / Cognitive Services key: 32 hex (api-key header)", lambda: rs(HEX, 32), "AZURE_OPENAI_API_KEY",
    bare=False, hdr="api-key: {v}",
    api="https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
add("Azure", "Functions host/function key: 54 base64url + ==", lambda: rs(B64URL, 54) + "==", "AZURE_FUNCTION_KEY",
    bare=False, hdr="x-functions-key: {v}", api="https://acme-jobs.azurewebsites.net/api/ResizeImage")
add("Azure", "API Management subscription key: 32 hex", lambda: rs(HEX, 32), "APIM_SUBSCRIPTION_KEY", bare=False,
    hdr="Ocp-Apim-Subscription-Key: {v}", api="https://acme-apim.azure-api.net/orders/v1/orders?top=20")
add("DigitalOcean", "personal access token: dop_v1_ + 64 hex", lambda: "dop_v1_" + rs(HEX, 64), "DIGITALOCEAN_TOKEN",
    w=2, api="https://api.digitalocean.com/v2/droplets", cmds=["doctl auth init --access-token {v}"])
add("DigitalOcean", "OAuth token: doo_v1_ + 64 hex", lambda: "doo_v1_" + rs(HEX, 64), "DO_OAUTH_TOKEN",
    api="https://api.digitalocean.com/v2/account")
add("DigitalOcean", "refresh token: dor_v1_ + 64 hex", lambda: "dor_v1_" + rs(HEX, 64), "DO_REFRESH_TOKEN", hdr=None)
add("DigitalOcean", "Spaces secret key: 43 base64 (context)", lambda: b64(rb(32))[:43], "SPACES_SECRET_ACCESS_KEY",
    bare=False, hdr=None,
    cmds=["s3cmd --access_key=DO00QWERTY7ASDFG8ZXC --secret_key='{v}' --host=fra1.digitaloceanspaces.com ls s3://acme-media"])
add("Linode (Akamai Cloud)", "PAT: 64 hex (context)", lambda: rs(HEX, 64), "LINODE_TOKEN", bare=False,
    api="https://api.linode.com/v4/linode/instances")
add("Vultr", "API key: 36 uppercase alnum (context)", lambda: rs(UPALNUM, 36), "VULTR_API_KEY", bare=False,
    api="https://api.vultr.com/v2/instances")
add("Hetzner Cloud", "API token: 64 base62 (context)", lambda: rs(B62, 64), "HCLOUD_TOKEN", bare=False,
    api="https://api.hetzner.cloud/v1/servers", cmds=["HCLOUD_TOKEN={v} hcloud server list"])
add("Cloudflare", "API token: 40 base64url (context, Bearer)", lambda: rs(B64URL, 40), "CLOUDFLARE_API_TOKEN", w=2,
    bare=False, api="https://api.cloudflare.com/client/v4/user/tokens/verify",
    outs=["{\"success\":false,\"errors\":[{\"code\":1000,\"message\":\"Invalid API Token\"}],\"messages\":[],\"result\":null}\n"
          "wrangler: request to https://api.cloudflare.com/client/v4/accounts failed with token {v}"])
add("Cloudflare", "Global API key: 37 hex (X-Auth-Key)", lambda: rs(HEX, 37), "CLOUDFLARE_API_KEY", bare=False,
    hdr="X-Auth-Key: {v}", api="https://api.cloudflare.com/client/v4/zones")
add("Cloudflare", "Origin CA key: v1.0- + 24 hex + - + 146 hex", lambda: "v1.0-" + rs(HEX, 24) + "-" + rs(HEX, 146),
    "CF_ORIGIN_CA_KEY", hdr="X-Auth-User-Service-Key: {v}", api="https://api.cloudflare.com/client/v4/certificates")
add("Cloudflare", "R2 secret access key: 64 hex (context)", lambda: rs(HEX, 64), "R2_SECRET_ACCESS_KEY", bare=False,
    hdr=None, cmds=["rclone config create r2 s3 provider=Cloudflare access_key_id=8f2c1e9a7b3d4c5e6f7a8b9c0d1e2f3a "
                    "secret_access_key={v} endpoint=https://4b1c9e7f2a6d8c3e.r2.cloudflarestorage.com"])
add("Fastly", "API token: 32 base64url (Fastly-Key)", lambda: rs(B64URL, 32), "FASTLY_API_TOKEN", bare=False,
    hdr="Fastly-Key: {v}", api="https://api.fastly.com/service")
add("Akamai", "EdgeGrid client_secret: 44 base64 (context)", lambda: b64(rb(32)), "AKAMAI_CLIENT_SECRET", bare=False,
    hdr=None, carrier="[default]\nclient_secret = {v}\nhost = akab-x3pzb6ua5dtumzbx-2s7hgoyqpl6bhpzo.luna.akamaiapis.net\n"
                      "access_token = akab-fq4wdz3kplbytgyo-n2hjlpvcgqf5ejqr\nclient_token = akab-tvzr6wdhjbe4olfe-nfk4qhwp5y3gzcxs")
add("Akamai", "EdgeGrid client/access token: akab- + 16 + - + 16 lowercase alnum",
    lambda: "akab-" + rs(LOALNUM, 16) + "-" + rs(LOALNUM, 16), "AKAMAI_ACCESS_TOKEN", hdr=None)
add("Heroku", "API key (legacy): UUID (context)", uuid4, "HEROKU_API_KEY", bare=False,
    hdr="Authorization: Bearer {v}", api="https://api.heroku.com/apps",
    carrier="machine api.heroku.com\n  login dev@acme.io\n  password {v}")
add("Heroku", "API key (2024+): HRKU-AA + 58 base64url", lambda: "HRKU-AA" + rs(B64URL, 58), "HEROKU_API_KEY",
    api="https://api.heroku.com/account")
add("Vercel", "access token: 24 base62 (context)", lambda: rs(B62, 24), "VERCEL_TOKEN", bare=False,
    api="https://api.vercel.com/v9/projects", cmds=["vercel deploy --prod --token {v}", "npx vercel --token={v} env pull"])
add("Netlify", "personal access token: nfp_ + 36 base62", lambda: "nfp_" + rs(B62, 36), "NETLIFY_AUTH_TOKEN",
    api="https://api.netlify.com/api/v1/sites", cmds=["netlify deploy --prod --auth {v} --dir dist"])
add("Netlify", "legacy PAT: 43 base64url (context)", lambda: rs(B64URL, 43), "NETLIFY_AUTH_TOKEN", bare=False,
    api="https://api.netlify.com/api/v1/user")
add("Render", "API key: rnd_ + 32 base62", lambda: "rnd_" + rs(B62, 32), "RENDER_API_KEY",
    api="https://api.render.com/v1/services?limit=20")
add("Railway", "account/project token: UUID (context)", uuid4, "RAILWAY_TOKEN", bare=False, hdr=None,
    cmds=["RAILWAY_TOKEN={v} railway up --service api"])
add("Fly.io", "macaroon token: fm2_ + long base64 segments joined by comma (FlyV1 scheme)",
    lambda: "fm2_lJPE" + b64(rb(ri(180, 240))) + ",fm2_lJPE" + b64(rb(ri(120, 160))), "FLY_API_TOKEN",
    hdr="Authorization: FlyV1 {v}", api="https://api.machines.dev/v1/apps/acme-edge/machines",
    cmds=["FLY_API_TOKEN='{v}' flyctl deploy -a acme-edge"])
add("Fly.io", "legacy token: fo1_ + 43 base64url", lambda: "fo1_" + rs(B64URL, 43), "FLY_API_TOKEN",
    api="https://api.fly.io/graphql", cmds=["flyctl auth token --access-token {v}"])
add("Alibaba Cloud", "AccessKey ID: LTAI + 20 base62", lambda: "LTAI" + rs(B62, 20), "ALIBABA_CLOUD_ACCESS_KEY_ID",
    hdr=None, cmds=["aliyun configure set --mode AK --access-key-id {v} --access-key-secret \"$ALI_SECRET\" --region cn-hangzhou"])
add("Alibaba Cloud", "AccessKey secret: 30 base62 (context)", lambda: rs(B62, 30), "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
    bare=False, hdr=None,
    cmds=["aliyun configure set --mode AK --access-key-id LTAI5tQ8mK2pR7vX9nB3cW4d --access-key-secret {v} --region cn-hangzhou"])
add("Tencent Cloud", "SecretId: AKID + 32 base62", lambda: "AKID" + rs(B62, 32), "TENCENTCLOUD_SECRET_ID", hdr=None,
    cmds=["tccli configure set secretId {v} region ap-guangzhou"])
add("Tencent Cloud", "SecretKey: 32 base62 (context)", lambda: rs(B62, 32), "TENCENTCLOUD_SECRET_KEY", bare=False,
    hdr=None, cmds=["tccli configure set secretKey {v}"])
add("IBM Cloud", "API key: 44 base64url (context)", lambda: rs(B64URL, 44), "IBMCLOUD_API_KEY", bare=False, hdr=None,
    cmds=["ibmcloud login --apikey {v} -r us-south",
          "curl -X POST https://iam.cloud.ibm.com/identity/token -d 'grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey={v}'"])
add("Oracle Cloud (OCI)", "API signing key: PEM RSA private key (PKCS#8)", lambda: pem("PRIVATE KEY", rsa_pkcs8_der()),
    "OCI_PRIVATE_KEY", kind="multi", hdr=None)
add("Databricks", "PAT: dapi + 32 hex (optional -2 suffix)", lambda: "dapi" + rs(HEX, 32) + R.choice(["", "-2"]),
    "DATABRICKS_TOKEN", w=2, api="https://adb-4812345678901234.5.azuredatabricks.net/api/2.1/jobs/list",
    cmds=["databricks configure --host https://adb-4812345678901234.5.azuredatabricks.net --token <<< '{v}'"])
add("Confluent Cloud", "API key: 16 uppercase alnum (context)", lambda: rs(UPALNUM, 16), "CONFLUENT_CLOUD_API_KEY",
    bare=False, hdr=None, cmds=["confluent api-key store {v} \"$CONFLUENT_SECRET\" --resource lkc-7q9x2m"])
add("Confluent Cloud", "API secret: 64 base64 (context)", lambda: b64(rb(48)), "CONFLUENT_CLOUD_API_SECRET",
    bare=False, hdr=None,
    carrier="sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"Q7ZK3M9XW2PLR5TB\" password=\"{v}\";")
add("Elastic", "API key: base64(id:api_key), Authorization: ApiKey",
    lambda: b64((rs(B64URL, 20) + ":" + rs(B64URL, 22)).encode()), "ELASTIC_API_KEY", bare=False,
    hdr="Authorization: ApiKey {v}", api="https://acme-search.es.us-east-1.aws.found.io:9243/_cluster/health")
add("Kubernetes", "service-account token: JWT RS256 with kubernetes/serviceaccount claims", lambda: k8s_jwt(),
    "KUBE_TOKEN", api="https://10.96.0.1:443/api/v1/namespaces/ci/pods",
    cmds=["kubectl --token={v} --server=https://k8s.acme.internal:6443 get pods -A"])
add("Kubernetes", "kubeconfig client-key-data: base64 of PEM (starts LS0tLS1CRUdJTi)",
    lambda: b64((pem("EC PRIVATE KEY", ec_der()) + "\n").encode()), "KUBECONFIG_CLIENT_KEY", hdr=None, jkey="client-key-data",
    carrier="users:\n- name: admin@prod\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: {v}")
add("Docker registries", "config.json auth: base64(user:password)",
    lambda: b64(("ci-bot:" + rs(B62, 20)).encode()), "DOCKER_AUTH_CONFIG", bare=False, hdr=None, jkey="auth",
    carrier="{\"auths\": {\"registry.acme.io\": {\"auth\": \"{v}\"}}}")


def k8s_jwt():
    return jwt({"alg": "RS256", "kid": rs(B64URL, 43)},
               {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                "kubernetes.io/serviceaccount/secret.name": "deployer-token-" + rs(LOALNUM, 5),
                "kubernetes.io/serviceaccount/service-account.name": "deployer",
                "kubernetes.io/serviceaccount/service-account.uid": uuid4(),
                "sub": "system:serviceaccount:ci:deployer"})


def pw(n=18, extra=""):
    return rs(LETTERS + DIG + extra, n)


def url_pw():
    return R.choice([lambda: pw(ri(14, 24)), lambda: pw(ri(16, 22), "-_."),
                     lambda: "-".join(R.choice(["tide", "Maple", "orbit", "Cactus", "ember", "Quartz", "velvet",
                                               "Harbor", "pixel", "Lunar"]) for _ in range(3)) + str(ri(10, 99))])()


def supa_ref():
    return rs(LO, 20)


# ---- data, databases, backends
add("Supabase", "personal access token: sbp_ + 40 hex", lambda: "sbp_" + rs(HEX, 40), "SUPABASE_ACCESS_TOKEN",
    api="https://api.supabase.com/v1/projects", cmds=["supabase login --token {v}"])
add("Supabase", "service_role key: JWT HS256 with iss supabase, role service_role",
    lambda: jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": supa_ref(), "role": "service_role",
                                                 "iat": epoch(), "exp": epoch() + 315360000}),
    "SUPABASE_SERVICE_ROLE_KEY", hdr="apikey: {v}", api="https://xyzcompanyrefabcd.supabase.co/rest/v1/profiles?select=*")
add("Supabase", "secret API key: sb_secret_ + 31 base64url", lambda: "sb_secret_" + rs(B64URL, 31),
    "SUPABASE_SECRET_KEY", hdr="apikey: {v}", api="https://xyzcompanyrefabcd.supabase.co/rest/v1/orders")
add("Supabase", "Postgres password in pooler URL", url_pw, "DATABASE_URL", bare=False, hdr=None, kw="pw",
    carrier="postgresql://postgres.qwhtrplzkxcvbnmasdfg:{v}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
    cmds=["psql 'postgresql://postgres.qwhtrplzkxcvbnmasdfg:{v}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres' -c '\\dt'"])
add("PlanetScale", "database password: pscale_pw_ + 43 base64url", lambda: "pscale_pw_" + rs(B64URL + ".", 43),
    "DATABASE_PASSWORD", hdr=None, kw="pw",
    carrier="mysql://k3x9qv2m7pzt:{v}@aws.connect.psdb.cloud/shop?sslaccept=strict",
    cmds=["mysql -h aws.connect.psdb.cloud -u k3x9qv2m7pzt -p{v} --ssl-mode=VERIFY_IDENTITY shop"])
add("PlanetScale", "service token: pscale_tkn_ + 43 base64url", lambda: "pscale_tkn_" + rs(B64URL, 43),
    "PLANETSCALE_SERVICE_TOKEN", hdr=None,
    cmds=["pscale branch list shop --org acme --service-token-id 8x2kqz9m4w7p --service-token {v}"])
add("PlanetScale", "OAuth token: pscale_oauth_ + 43 base64url", lambda: "pscale_oauth_" + rs(B64URL, 43),
    "PLANETSCALE_OAUTH_TOKEN", api="https://api.planetscale.com/v1/organizations")
add("Turso / libSQL", "database auth token: JWT EdDSA",
    lambda: jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": epoch(), "id": uuid4()}), "TURSO_AUTH_TOKEN",
    hdr=None, carrier="libsql://orders-acme.turso.io?authToken={v}",
    cmds=["turso db shell 'libsql://orders-acme.turso.io?authToken={v}' 'select count(*) from orders'"])
add("Upstash", "Redis REST token: A + ~64 base64url", lambda: "A" + R.choice("XY") + rs(B64URL, 62),
    "UPSTASH_REDIS_REST_TOKEN", api="https://eu1-crisp-lynx-38211.upstash.io/get/session:42")
add("Upstash", "Redis URL password: 32 hex", lambda: rs(HEX, 32), "UPSTASH_REDIS_URL", bare=False, hdr=None, kw="pw",
    carrier="rediss://default:{v}@eu1-crisp-lynx-38211.upstash.io:6379",
    cmds=["redis-cli --tls -u rediss://default:{v}@eu1-crisp-lynx-38211.upstash.io:6379 ping"])
add("Upstash", "QStash token: base64 JSON starting eyJVc2VySUQiOi",
    lambda: b64_json({"UserID": uuid4(), "Password": rs(HEX, 32)}), "QSTASH_TOKEN",
    api="https://qstash.upstash.io/v2/publish/https://acme.dev/api/jobs")
add("Neon", "Postgres password: npg_ + 12 base62", lambda: "npg_" + rs(B62, 12), "DATABASE_URL", hdr=None, kw="pw",
    carrier="postgresql://neondb_owner:{v}@ep-cool-darkness-a1b2c3d4.eu-central-1.aws.neon.tech/neondb?sslmode=require")
add("Neon", "API key: napi_ + 60 base62", lambda: "napi_" + rs(B62, 60), "NEON_API_KEY",
    api="https://console.neon.tech/api/v2/projects")
add("MongoDB Atlas", "password in mongodb+srv connection string", url_pw, "MONGODB_URI", w=2, bare=False, hdr=None,
    kw="pw", carrier="mongodb+srv://app_user:{v}@cluster0.x7kqz.mongodb.net/shop?retryWrites=true&w=majority",
    cmds=["mongosh 'mongodb+srv://app_user:{v}@cluster0.x7kqz.mongodb.net/shop' --eval 'db.orders.countDocuments()'",
          "mongodump --uri='mongodb+srv://app_user:{v}@cluster0.x7kqz.mongodb.net/shop' --out=/backups/$(date +%F)"],
    outs=["MongoServerError: bad auth : Authentication failed.\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:231:30)\n"
          "  uri: 'mongodb+srv://app_user:{v}@cluster0.x7kqz.mongodb.net/shop?retryWrites=true&w=majority'"])
add("Redis (any)", "password in redis:// URL", url_pw, "REDIS_URL", bare=False, hdr=None, kw="pw",
    carrier="redis://:{v}@cache.acme.internal:6379/0",
    cmds=["redis-cli -h cache.acme.internal -a '{v}' --no-auth-warning info keyspace"])
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "PostgreSQL: password in postgres:// DSN", url_pw, "DATABASE_URL", w=3, bare=False, hdr=None, kw="pw",
    carrier="postgres://app:{v}@db.acme.internal:5432/orders?sslmode=require",
    cmds=["psql 'postgres://app:{v}@db.acme.internal:5432/orders' -c 'select now()'",
          "PGPASSWORD='{v}' pg_dump -h db.acme.internal -U app orders > orders.sql",
          "DATABASE_URL=postgres://app:{v}@localhost:5432/orders npx prisma migrate deploy"],
    outs=["psql: error: connection to server at \"db.acme.internal\" (10.0.3.14), port 5432 failed: FATAL:  password authentication failed for user \"app\"\n"
          "DSN was postgres://app:{v}@db.acme.internal:5432/orders",
          "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"db.acme.internal\" failed: "
          "FATAL:  password authentication failed for user \"app\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n"
          "engine url: postgresql+psycopg2://app:{v}@db.acme.internal:5432/orders"])
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "MySQL: password in mysql:// DSN / -p flag", url_pw, "MYSQL_PASSWORD", w=2, bare=False, hdr=None, kw="pw",
    carrier="mysql://root:{v}@127.0.0.1:3306/wordpress",
    cmds=["mysql -h 127.0.0.1 -u root -p'{v}' wordpress < dump.sql", "mysqldump -uroot -p{v} --all-databases | gzip > all.sql.gz"],
    outs=["mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
          "mysqldump: Got error: 1045: Access denied for user 'root'@'172.18.0.5' (using password: YES) when trying to connect\n"
          "+ mysqldump -uroot -p{v} --all-databases"])
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "SQL Server: Password= in ADO.NET connection string", lambda: pw(20, "!*.-"), "ConnectionStrings__Default",
    bare=False, hdr=None, kw="pw", special=True,
    carrier="Server=tcp:acme-sql.database.windows.net,1433;Database=Orders;User Id=appuser;Password={v};Encrypt=True;",
    cmds=["sqlcmd -S acme-sql.database.windows.net -d Orders -U appuser -P '{v}' -Q 'SELECT @@VERSION'"])
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "Oracle: password in JDBC thin URL", url_pw, "JDBC_URL", bare=False, hdr=None, kw="pw",
    carrier="jdbc:oracle:thin:scott/{v}@db-ora.acme.internal:1521/ORCLPDB1",
    cmds=["sqlplus 'scott/{v}@db-ora.acme.internal:1521/ORCLPDB1'"])
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "RabbitMQ (AMQP): password in amqps:// URL", url_pw, "AMQP_URL", bare=False, hdr=None, kw="pw",
    carrier="amqps://orders:{v}@rabbit.acme.internal:5671/prod")
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "ClickHouse: password in clickhouse:// URL", url_pw, "CLICKHOUSE_URL", bare=False, hdr=None, kw="pw",
    carrier="clickhouse://default:{v}@ch.acme.cloud:9440/analytics?secure=true",
    cmds=["clickhouse-client --host ch.acme.cloud --secure --user default --password '{v}' -q 'SELECT 1'"])
add("PostgreSQL / MySQL / MariaDB / SQL Server / Oracle / CockroachDB / ClickHouse / AMQP", "CockroachDB: password in postgresql:// URL", url_pw, "COCKROACH_URL", bare=False, hdr=None, kw="pw",
    carrier="postgresql://maxroach:{v}@free-tier14.aws-us-east-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full")
add("Pinecone", "API key: pcsk_ + 6 base62 + _ + 64 base62", lambda: "pcsk_" + rs(B62, ri(5, 6)) + "_" + rs(B62, 64),
    "PINECONE_API_KEY", hdr="Api-Key: {v}", api="https://api.pinecone.io/indexes")
add("Pinecone", "legacy API key: UUID (context)", uuid4, "PINECONE_API_KEY", bare=False, hdr="Api-Key: {v}",
    api="https://controller.us-west1-gcp.pinecone.io/databases")
add("Weaviate Cloud", "API key: 40 base62 (context)", lambda: rs(B62, 40), "WEAVIATE_API_KEY", bare=False,
    api="https://acme-kb-7x2q.weaviate.network/v1/schema")
add("Algolia", "admin API key: 32 hex (X-Algolia-API-Key)", lambda: rs(HEX, 32), "ALGOLIA_ADMIN_KEY", bare=False,
    hdr="X-Algolia-API-Key: {v}", api="https://K7QZ2M9XPL.algolia.net/1/indexes")
add("Cloudinary", "API secret: 27 base64url inside cloudinary://<key>:<secret>@<cloud>", lambda: rs(B64URL, 27),
    "CLOUDINARY_URL", bare=False, hdr=None, carrier="cloudinary://874837483274837:{v}@acme-media")

# ---- AI / ML
def oai(prefix):
    return prefix + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


OAI_API = "https://api.openai.com/v1/chat/completions"
OAI_OUTS = ["openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: {v}. "
            "You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', "
            "'param': None, 'code': 'invalid_api_key'}}",
            "HTTP/2 401\ncontent-type: application/json\n\n{\n  \"error\": {\n    \"message\": \"Incorrect API key provided: {v}.\",\n"
            "    \"type\": \"invalid_request_error\",\n    \"code\": \"invalid_api_key\"\n  }\n}"]
add("OpenAI", "project key: sk-proj- + 74 base64url + T3BlbkFJ + 74 base64url", lambda: oai("sk-proj-"),
    "OPENAI_API_KEY", w=5, api=OAI_API, outs=OAI_OUTS,
    cmds=["OPENAI_API_KEY={v} python scripts/eval.py --model gpt-4o-mini",
          "llm keys set openai --value {v}"])
add("OpenAI", "service-account key: sk-svcacct- + 74 + T3BlbkFJ + 74", lambda: oai("sk-svcacct-"), "OPENAI_API_KEY",
    api=OAI_API, outs=OAI_OUTS[:1])
add("OpenAI", "admin key: sk-admin- + 74 + T3BlbkFJ + 74", lambda: oai("sk-admin-"), "OPENAI_ADMIN_KEY",
    api="https://api.openai.com/v1/organization/users?limit=20")
add("OpenAI", "legacy user key: sk- + 20 base62 + T3BlbkFJ + 20 base62",
    lambda: "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20), "OPENAI_API_KEY", w=2, api="https://api.openai.com/v1/models",
    outs=OAI_OUTS)
ANT_API = "https://api.anthropic.com/v1/messages"
ANT_OUTS = ["anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', "
            "'message': 'invalid x-api-key'}}\nDEBUG:anthropic._base_client:Request options: {'method': 'post', 'url': '/v1/messages', "
            "'headers': {'x-api-key': '{v}', 'anthropic-version': '2023-06-01'}}"]
add("Anthropic", "API key: sk-ant-api03- + 93 base64url + AA", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
    "ANTHROPIC_API_KEY", w=5, hdr="x-api-key: {v}", api=ANT_API, outs=ANT_OUTS,
    cmds=["ANTHROPIC_API_KEY={v} claude -p 'summarize CHANGELOG.md'",
          "curl https://api.anthropic.com/v1/messages -H 'x-api-key: {v}' -H 'anthropic-version: 2023-06-01' "
          "-H 'content-type: application/json' -d '{\"model\":\"claude-3-5-sonnet-latest\",\"max_tokens\":64,\"messages\":[{\"role\":\"user\",\"content\":\"ping\"}]}'"])
add("Anthropic", "admin key: sk-ant-admin01- + 93 base64url + AA", lambda: "sk-ant-admin01-" + rs(B64URL, 93) + "AA",
    "ANTHROPIC_ADMIN_KEY", hdr="x-api-key: {v}", api="https://api.anthropic.com/v1/organizations/users")
add("Anthropic", "OAuth token: sk-ant-oat01- + 93 base64url + AA", lambda: "sk-ant-oat01-" + rs(B64URL, 93) + "AA",
    "CLAUDE_CODE_OAUTH_TOKEN", api=ANT_API)
add("Groq", "API key: gsk_ + 52 base62", lambda: "gsk_" + rs(B62, 52), "GROQ_API_KEY", w=2,
    api="https://api.groq.com/openai/v1/chat/completions")
add("Cohere", "API key: 40 base62 (context)", lambda: rs(B62, 40), "COHERE_API_KEY", bare=False,
    api="https://api.cohere.com/v2/chat")
add("Mistral", "API key: 32 base62 (context)", lambda: rs(B62, 32), "MISTRAL_API_KEY", bare=False,
    api="https://api.mistral.ai/v1/chat/completions")
add("Perplexity", "API key: pplx- + 48 base62", lambda: "pplx-" + rs(B62, 48), "PERPLEXITY_API_KEY",
    api="https://api.perplexity.ai/chat/completions")
add("Replicate", "API token: r8_ + 37 base62", lambda: "r8_" + rs(B62, 37), "REPLICATE_API_TOKEN",
    api="https://api.replicate.com/v1/predictions")
add("Together AI", "legacy API key: 64 hex (context)", lambda: rs(HEX, 64), "TOGETHER_API_KEY", bare=False,
    api="https://api.together.xyz/v1/completions")
add("Together AI", "API key: tgp_v1_ + 43 base64url", lambda: "tgp_v1_" + rs(B64URL, 43), "TOGETHER_API_KEY",
    api="https://api.together.xyz/v1/models")
add("Hugging Face", "user access token: hf_ + 34 letters", lambda: "hf_" + rs(LETTERS, 34), "HF_TOKEN", w=3,
    api="https://huggingface.co/api/whoami-v2",
    cmds=["huggingface-cli login --token {v}", "HF_TOKEN={v} python train.py --push_to_hub"],
    outs=["huggingface_hub.utils._errors.HfHubHTTPError: 401 Client Error: Unauthorized for url: "
          "https://huggingface.co/api/whoami-v2 (Request ID: Root=1-6633a1b2-3c4d5e6f7a8b9c0d1e2f3a4b)\n"
          "Invalid user token. The token from HF_TOKEN environment variable is invalid: {v}"])
add("Hugging Face", "org API token: api_org_ + 34 letters", lambda: "api_org_" + rs(LETTERS, 34), "HUGGINGFACE_ORG_TOKEN",
    api="https://huggingface.co/api/models?author=acme")
add("Deepgram", "API key: 40 hex (Authorization: Token)", lambda: rs(HEX, 40), "DEEPGRAM_API_KEY", bare=False,
    hdr="Authorization: Token {v}", api="https://api.deepgram.com/v1/listen?model=nova-2")
add("AssemblyAI", "API key: 32 hex (authorization header)", lambda: rs(HEX, 32), "ASSEMBLYAI_API_KEY", bare=False,
    hdr="authorization: {v}", api="https://api.assemblyai.com/v2/transcript")
add("xAI", "API key: xai- + 80 base62", lambda: "xai-" + rs(B62, 80), "XAI_API_KEY",
    api="https://api.x.ai/v1/chat/completions")
add("OpenRouter", "API key: sk-or-v1- + 64 hex", lambda: "sk-or-v1-" + rs(HEX, 64), "OPENROUTER_API_KEY", w=2,
    api="https://openrouter.ai/api/v1/chat/completions")
add("DeepSeek", "API key: sk- + 32 hex", lambda: "sk-" + rs(HEX, 32), "DEEPSEEK_API_KEY",
    api="https://api.deepseek.com/chat/completions")
add("ElevenLabs", "API key: sk_ + 48 hex", lambda: "sk_" + rs(HEX, 48), "ELEVENLABS_API_KEY", hdr="xi-api-key: {v}",
    api="https://api.elevenlabs.io/v1/voices")
add("Fireworks AI", "API key: fw_ + 24 base62", lambda: "fw_" + rs(B62, 24), "FIREWORKS_API_KEY",
    api="https://api.fireworks.ai/inference/v1/chat/completions")
add("LangSmith", "personal access token: lsv2_pt_ + 32 hex + _ + 10 hex",
    lambda: "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10), "LANGSMITH_API_KEY", hdr="x-api-key: {v}",
    api="https://api.smith.langchain.com/api/v1/sessions")
add("LangSmith", "service key: lsv2_sk_ + 32 hex + _ + 10 hex", lambda: "lsv2_sk_" + rs(HEX, 32) + "_" + rs(HEX, 10),
    "LANGCHAIN_API_KEY", hdr=None, cmds=["LANGCHAIN_TRACING_V2=true LANGCHAIN_API_KEY={v} python agent.py"])
add("Voyage AI", "API key: pa- + 43 base64url", lambda: "pa-" + rs(B64URL, 43), "VOYAGE_API_KEY",
    api="https://api.voyageai.com/v1/embeddings")
add("Google Gemini / AI Studio", "API key: AIza + 35 base64url", lambda: "AIza" + rs(B64URL, 35), "GEMINI_API_KEY", w=2,
    hdr="x-goog-api-key: {v}",
    api="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent",
    cmds=["curl 'https://generativelanguage.googleapis.com/v1beta/models?key={v}'"])
add("Stability AI", "API key: sk- + 48 base62", lambda: "sk-" + rs(B62, 48), "STABILITY_API_KEY",
    api="https://api.stability.ai/v2beta/stable-image/generate/core")


# ---- SaaS APIs
for _p, _v in (("dp.pt.", "DOPPLER_TOKEN"), ("dp.st.prd.", "DOPPLER_TOKEN"), ("dp.ct.", "DOPPLER_TOKEN"),
               ("dp.sa.", "DOPPLER_SERVICE_ACCOUNT_TOKEN")):
    add("Doppler", "token: %s + 43 base62" % _p, (lambda p: lambda: p + rs(B62, 43))(_p), _v,
        api="https://api.doppler.com/v3/configs/config/secrets?project=web&config=prd",
        cmds=["doppler configure set token {v} --scope /srv/app", "DOPPLER_TOKEN={v} doppler run -- npm start"])
add("Infisical", "service token: st. + 24 hex + . + 32 hex + . + 32 hex",
    lambda: "st." + rs(HEX, 24) + "." + rs(HEX, 32) + "." + rs(HEX, 32), "INFISICAL_TOKEN",
    api="https://app.infisical.com/api/v3/secrets/raw?environment=prod", cmds=["infisical export --token={v} --env=prod"])
add("Infisical", "universal-auth client secret: 64 hex (context)", lambda: rs(HEX, 64), "INFISICAL_CLIENT_SECRET",
    bare=False, hdr=None,
    cmds=["infisical login --method=universal-auth --client-id=4b8c2e1f-9a7d-4c3e-b5f6-1a2b3c4d5e6f --client-secret={v}"])
add("Mapbox", "secret token: sk. + base64url JSON {u,a} + . + 22 base64url",
    lambda: "sk." + b64u_json({"u": R.choice(["acme-maps", "jdoe", "fleetops"]), "a": "cl" + rs(LOALNUM, 23)}) + "." + rs(B64URL, 22),
    "MAPBOX_SECRET_TOKEN", hdr=None,
    cmds=["curl 'https://api.mapbox.com/tokens/v2/acme-maps?access_token={v}'"],
    carrier="https://api.mapbox.com/styles/v1/acme-maps/clx0?access_token={v}")
add("Contentful", "personal access token: CFPAT- + 43 base64url", lambda: "CFPAT-" + rs(B64URL, 43),
    "CONTENTFUL_MANAGEMENT_TOKEN", api="https://api.contentful.com/spaces/x8k2q9zv7m4p/environments")
add("Contentful", "delivery token: 43 base64url (context)", lambda: rs(B64URL, 43), "CONTENTFUL_DELIVERY_TOKEN",
    bare=False, api="https://cdn.contentful.com/spaces/x8k2q9zv7m4p/entries?content_type=blogPost")
add("Sanity", "API token: sk + ~180 base62", lambda: "sk" + rs(B62, 180), "SANITY_API_TOKEN",
    api="https://x7k2q9zv.api.sanity.io/v2024-01-01/data/query/production?query=*[_type=='post']")
add("Storyblok", "access token: 22 base62 + tt (context)", lambda: rs(B62, 22) + "tt", "STORYBLOK_TOKEN", bare=False,
    hdr=None, cmds=["curl 'https://api.storyblok.com/v2/cdn/stories?version=draft&token={v}'"])
add("Prismic", "permanent access token: base64 starting MC5",
    lambda: b64(("0." + rs(B64URL, 16) + "." + rs(B62 + "-_", 52)).encode()).rstrip("="), "PRISMIC_ACCESS_TOKEN",
    hdr=None, cmds=["curl 'https://acme-blog.cdn.prismic.io/api/v2?access_token={v}'"])
add("Clerk", "secret key: sk_live_/sk_test_ + 40-50 base62",
    lambda: R.choice(["sk_live_", "sk_test_"]) + rs(B62, ri(40, 50)), "CLERK_SECRET_KEY", w=2,
    api="https://api.clerk.com/v1/users?limit=10")
add("Auth0", "client secret: 64 base64url (context)", lambda: rs(B64URL, 64), "AUTH0_CLIENT_SECRET", bare=False,
    hdr=None, cmds=["curl --request POST --url https://acme.eu.auth0.com/oauth/token --header 'content-type: application/json' "
                    "--data '{\"client_id\":\"Zq8x2KmP4vL7nR9tB3cW5yH1\",\"client_secret\":\"{v}\",\"audience\":\"https://acme.eu.auth0.com/api/v2/\",\"grant_type\":\"client_credentials\"}'"])
add("Auth0", "Management API token: JWT RS256",
    lambda: jwt({"alg": "RS256", "typ": "JWT", "kid": rs(B64URL, 22)},
                {"iss": "https://acme.eu.auth0.com/", "sub": rs(B62, 32) + "@clients", "aud": "https://acme.eu.auth0.com/api/v2/",
                 "iat": epoch(), "exp": epoch() + 86400, "scope": "read:users update:users delete:users",
                 "gty": "client-credentials", "azp": rs(B62, 32)}),
    "AUTH0_MGMT_TOKEN", api="https://acme.eu.auth0.com/api/v2/users?per_page=50")
add("Okta", "API token: 00 + 40 base64url (SSWS)", lambda: "00" + rs(B64URL, 40), "OKTA_API_TOKEN",
    hdr="Authorization: SSWS {v}", api="https://acme.okta.com/api/v1/users?limit=25")
add("WorkOS", "API key: sk_test_ + base64(key_<ULID>,<random>)",
    lambda: R.choice(["sk_test_", "sk_live_"]) + b64(("key_" + ulid() + "," + rs(B62, 28)).encode()).rstrip("="),
    "WORKOS_API_KEY", api="https://api.workos.com/organizations")
add("Stytch", "project secret: secret-live-/secret-test- + 36 base64url",
    lambda: R.choice(["secret-live-", "secret-test-"]) + rs(B64URL, 36), "STYTCH_SECRET", hdr=None,
    cmds=["curl -u project-live-7c2e9a4b-1f3d-4e5a-8b6c-9d0e1f2a3b4c:{v} https://api.stytch.com/v1/users/search -d '{}'"])
add("Keycloak", "client secret: 32 base62 (context)", lambda: rs(B62, 32), "KEYCLOAK_CLIENT_SECRET", bare=False,
    hdr=None, cmds=["curl -d client_id=orders-api -d client_secret={v} -d grant_type=client_credentials "
                    "https://sso.acme.io/realms/prod/protocol/openid-connect/token"])
add("Twilio", "Auth Token: 32 hex (with AC Account SID)", lambda: rs(HEX, 32), "TWILIO_AUTH_TOKEN", w=2, bare=False,
    hdr=None, cmds=["curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC3f9a1c2e7b4d4e8a9c1f2d3e4f5a6b7c/Messages.json "
                    "--data-urlencode 'To=+15555550100' -d From=+15555550199 -d Body=hi -u AC3f9a1c2e7b4d4e8a9c1f2d3e4f5a6b7c:{v}"],
    outs=["twilio.base.exceptions.TwilioRestException: HTTP 401 error: Unable to create record: Authenticate\n"
          "  account_sid='AC3f9a1c2e7b4d4e8a9c1f2d3e4f5a6b7c' auth_token='{v}'"])
add("Twilio", "API key secret: 32 base62 (with SK key SID)", lambda: rs(B62, 32), "TWILIO_API_SECRET", bare=False,
    hdr=None, cmds=["twilio profiles:create --account-sid AC3f9a1c2e7b4d4e8a9c1f2d3e4f5a6b7c "
                    "--api-key SK8e2d4c6a1b3f5e7d9c0b2a4f6e8d0c1b --api-secret {v}"])
add("Vonage (Nexmo)", "API secret: 16 base62 (context)", lambda: rs(B62, 16), "VONAGE_API_SECRET", bare=False, hdr=None,
    cmds=["curl -X POST https://rest.nexmo.com/sms/json -d api_key=7c2e9a4b -d api_secret={v} -d to=4915112345678 -d from=ACME -d text=hi"])
add("MessageBird / Bird", "live access key: 25 base62 (context)", lambda: rs(B62, 25), "MESSAGEBIRD_ACCESS_KEY",
    bare=False, hdr="Authorization: AccessKey {v}", api="https://rest.messagebird.com/balance")
add("Plivo", "auth token: 40 base62 (context)", lambda: rs(B62, 40), "PLIVO_AUTH_TOKEN", bare=False, hdr=None,
    cmds=["curl -u MAZDQ1ZJIYMDZKMMZJNW:{v} https://api.plivo.com/v1/Account/MAZDQ1ZJIYMDZKMMZJNW/Message/"])
add("Postmark", "server token: UUID (X-Postmark-Server-Token)", uuid4, "POSTMARK_SERVER_TOKEN", bare=False,
    hdr="X-Postmark-Server-Token: {v}", api="https://api.postmarkapp.com/email")
add("Mailgun", "legacy API key: key- + 32 hex", lambda: "key-" + rs(HEX, 32), "MAILGUN_API_KEY", hdr=None,
    cmds=["curl -s --user 'api:{v}' https://api.mailgun.net/v3/mg.acme.io/messages -F from=noreply@acme.io -F to=dev@acme.io -F subject=test -F text=hi"])
add("Mailgun", "API key: 32 hex + - + 8 hex + - + 8 hex", lambda: rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8),
    "MAILGUN_API_KEY", bare=False, hdr=None, cmds=["curl --user api:{v} https://api.eu.mailgun.net/v3/domains"])
add("Mailjet", "API secret: 32 hex (context)", lambda: rs(HEX, 32), "MJ_APISECRET_PRIVATE", bare=False, hdr=None,
    cmds=["curl -u \"$MJ_APIKEY_PUBLIC:{v}\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json' -d @mail.json"])
add("Resend", "API key: re_ + 8 base62 + _ + 24 base62", lambda: "re_" + rs(B62, 8) + "_" + rs(B62, 24), "RESEND_API_KEY",
    api="https://api.resend.com/emails")
add("Brevo (Sendinblue)", "API key: xkeysib- + 64 hex + - + 16 base62",
    lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(B62, 16), "BREVO_API_KEY", hdr="api-key: {v}",
    api="https://api.brevo.com/v3/smtp/email")
add("Brevo (Sendinblue)", "SMTP key: xsmtpsib- + 64 hex + - + 16 base62",
    lambda: "xsmtpsib-" + rs(HEX, 64) + "-" + rs(B62, 16), "SMTP_PASSWORD", hdr=None, kw="pw",
    cmds=["swaks --to dev@acme.io --server smtp-relay.brevo.com:587 -tls --auth-user 7a1b2c001@smtp-brevo.com --auth-password {v}"])
add("SendGrid", "API key: SG. + 22 base64url + . + 43 base64url", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
    "SENDGRID_API_KEY", w=3, api="https://api.sendgrid.com/v3/mail/send",
    outs=["python_http_client.exceptions.UnauthorizedError: HTTP Error 401: Unauthorized\n"
          "b'{\"errors\":[{\"message\":\"The provided authorization grant is invalid, expired, or revoked\",\"field\":null,\"help\":null}]}'\n"
          "sendgrid client initialised with api_key={v}"])
add("Mailchimp", "API key: 32 hex + -us + datacenter", lambda: rs(HEX, 32) + "-us" + str(ri(1, 21)), "MAILCHIMP_API_KEY",
    hdr=None, cmds=["curl --user anystring:{v} https://us6.api.mailchimp.com/3.0/lists"])
add("Segment", "write key: 32 base62 (context)", lambda: rs(B62, 32), "SEGMENT_WRITE_KEY", bare=False, hdr=None,
    cmds=["curl https://api.segment.io/v1/track -u {v}: -H 'Content-Type: application/json' -d '{\"userId\":\"42\",\"event\":\"Signed Up\"}'"])
add("Segment", "public API token: sgp_ + 64 base62", lambda: "sgp_" + rs(B62, 64), "SEGMENT_PUBLIC_API_TOKEN",
    api="https://api.segmentapis.com/sources")
add("Mixpanel", "API secret: 32 hex (context)", lambda: rs(HEX, 32), "MIXPANEL_API_SECRET", bare=False, hdr=None,
    cmds=["curl -u {v}: 'https://data.mixpanel.com/api/2.0/export?from_date=2024-05-01&to_date=2024-05-02'"])
add("Amplitude", "secret key: 32 hex (context)", lambda: rs(HEX, 32), "AMPLITUDE_SECRET_KEY", bare=False, hdr=None,
    cmds=["curl -u 4f8d2b1e6a0c4e3b9c1d2f5a7b8c9d0e:{v} 'https://amplitude.com/api/2/export?start=20240501T00&end=20240502T00'"])
add("PostHog", "personal API key: phx_ + 43 base62", lambda: "phx_" + rs(B62, 43), "POSTHOG_PERSONAL_API_KEY",
    api="https://eu.posthog.com/api/projects/")
add("Datadog", "API key: 32 hex (DD-API-KEY)", lambda: rs(HEX, 32), "DD_API_KEY", w=2, bare=False,
    hdr="DD-API-KEY: {v}", api="https://api.datadoghq.eu/api/v1/validate",
    cmds=["DD_API_KEY={v} DD_SITE=datadoghq.eu bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"",
          "helm install datadog-agent datadog/datadog --set datadog.apiKey={v} --set datadog.site=datadoghq.eu"])
add("Datadog", "application key: 40 hex (DD-APPLICATION-KEY)", lambda: rs(HEX, 40), "DD_APP_KEY", bare=False,
    hdr="DD-APPLICATION-KEY: {v}", api="https://api.datadoghq.com/api/v1/monitor")
add("New Relic", "user key: NRAK- + 27 uppercase alnum", lambda: "NRAK-" + rs(UPALNUM, 27), "NEW_RELIC_API_KEY",
    hdr="API-Key: {v}", api="https://api.newrelic.com/graphql")
add("New Relic", "license key: 36 hex + NRAL", lambda: rs(HEX, 36) + "NRAL", "NEW_RELIC_LICENSE_KEY", hdr=None,
    cmds=["NEW_RELIC_LICENSE_KEY={v} NEW_RELIC_APP_NAME=orders-api newrelic-admin run-program gunicorn app:app"])
add("New Relic", "Insights insert key: NRII- + 32 base64url", lambda: "NRII-" + rs(B64URL, 32), "NEW_RELIC_INSERT_KEY",
    hdr="X-Insert-Key: {v}", api="https://insights-collector.newrelic.com/v1/accounts/3712345/events")
add("Grafana", "service-account token: glsa_ + 32 base62 + _ + 8 hex CRC32",
    lambda: (lambda b: "glsa_" + b + "_" + crc_hex(b))(rs(B62, 32)), "GRAFANA_TOKEN",
    api="https://grafana.acme.io/api/dashboards/uid/k8s-overview")
add("Grafana Cloud", "access-policy token: glc_ + base64 JSON",
    lambda: "glc_" + b64_json({"o": str(ri(100000, 999999)), "n": "stack-%d-hm-write-ci" % ri(100000, 999999),
                               "k": rs(B62, 24), "m": {"r": "prod-eu-west-2"}}), "GRAFANA_CLOUD_TOKEN", hdr=None,
    cmds=["curl -u 812345:{v} https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/api/v1/query?query=up"])
add("Grafana", "legacy API key: base64 JSON {k,n,id} (eyJrIjoi)",
    lambda: b64_json({"k": rs(B62, 32), "n": R.choice(["deploy", "ci", "terraform"]), "id": ri(1, 9)}), "GRAFANA_API_KEY",
    api="https://grafana.acme.io/api/search?query=latency")
add("Honeycomb", "legacy API key: 32 hex (context)", lambda: rs(HEX, 32), "HONEYCOMB_API_KEY", bare=False,
    hdr="X-Honeycomb-Team: {v}", api="https://api.honeycomb.io/1/auth")
add("Honeycomb", "v2 ingest key: hcaik_ + 58", lambda: "hcaik_01" + rs(LOALNUM, 56), "HONEYCOMB_API_KEY",
    hdr="X-Honeycomb-Team: {v}", api="https://api.honeycomb.io/1/events/orders")
add("Sentry", "org auth token: sntrys_ + base64 JSON + _ + 43 base62",
    lambda: "sntrys_" + b64_json({"iat": epoch() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                                  "org": "acme"}, pad=False) + "_" + rs(B62, 43), "SENTRY_AUTH_TOKEN", hdr=None,
    cmds=["sentry-cli --auth-token {v} releases new -p web 2024.05.02", "SENTRY_AUTH_TOKEN={v} npx @sentry/wizard@latest -i sourcemaps"])
add("Sentry", "user token: sntryu_ + 64 hex", lambda: "sntryu_" + rs(HEX, 64), "SENTRY_AUTH_TOKEN",
    api="https://sentry.io/api/0/projects/")
add("Rollbar", "access token: 32 hex (context)", lambda: rs(HEX, 32), "ROLLBAR_ACCESS_TOKEN", bare=False,
    hdr="X-Rollbar-Access-Token: {v}", api="https://api.rollbar.com/api/1/items")
add("Bugsnag", "API key: 32 hex (context)", lambda: rs(HEX, 32), "BUGSNAG_API_KEY", bare=False, hdr=None,
    cmds=["bugsnag-cli upload android-aab --api-key={v} app/build/outputs/bundle/release/app-release.aab"])
add("LaunchDarkly", "SDK/API key: sdk-/api- + UUID", lambda: R.choice(["sdk-", "api-"]) + uuid4(), "LAUNCHDARKLY_SDK_KEY",
    w=2, hdr="Authorization: {v}", api="https://app.launchdarkly.com/api/v2/flags/default")
add("LaunchDarkly", "mobile key: mob- + UUID", lambda: "mob-" + uuid4(), "LAUNCHDARKLY_MOBILE_KEY", hdr=None)
add("Split (Harness FME)", "SDK key: 36 lowercase alnum (context)", lambda: rs(LOALNUM, 36), "SPLIT_SDK_KEY", bare=False,
    api="https://sdk.split.io/api/splitChanges?since=-1")
add("Statsig", "server secret: secret- + 43 base62", lambda: "secret-" + rs(B62, 43), "STATSIG_SERVER_SECRET",
    hdr="statsig-api-key: {v}", api="https://statsigapi.net/console/v1/gates")
add("Square", "access token: EAAA + 60 base64url", lambda: "EAAA" + rs(B64URL, 60), "SQUARE_ACCESS_TOKEN",
    api="https://connect.squareup.com/v2/locations")
add("Square", "OAuth application secret: sq0csp- + 43 base64url", lambda: "sq0csp-" + rs(B64URL, 43),
    "SQUARE_APPLICATION_SECRET", hdr=None)
add("Square", "legacy access token: sq0atp- + 22 base64url", lambda: "sq0atp-" + rs(B64URL, 22), "SQUARE_TOKEN",
    api="https://connect.squareup.com/v2/payments")
STRIPE_OUTS = ["stripe.error.AuthenticationError: Request req_Q3xK9mZ2pL7vN4: Invalid API Key provided: {v}",
               "{\n  \"error\": {\n    \"message\": \"Invalid API Key provided: {v}\",\n    \"type\": \"invalid_request_error\",\n"
               "    \"request_log_url\": \"https://dashboard.stripe.com/logs/req_Q3xK9mZ2pL7vN4\"\n  }\n}"]
add("Stripe", "secret key: sk_live_ + 99 base62 starting 51", lambda: "sk_live_51" + rs(B62, 97), "STRIPE_SECRET_KEY",
    w=4, api="https://api.stripe.com/v1/charges?limit=3", outs=STRIPE_OUTS,
    cmds=["curl https://api.stripe.com/v1/customers -u {v}: -d email=jenny@example.com",
          "stripe listen --api-key {v} --forward-to localhost:4242/webhook"])
add("Stripe", "legacy test secret key: sk_test_ + 24 base62", lambda: "sk_test_" + rs(B62, 24), "STRIPE_SECRET_KEY",
    api="https://api.stripe.com/v1/balance", outs=STRIPE_OUTS[:1])
add("Stripe", "restricted key: rk_live_ + 99 base62 starting 51", lambda: "rk_live_51" + rs(B62, 97),
    "STRIPE_RESTRICTED_KEY", api="https://api.stripe.com/v1/payment_intents?limit=10")
add("Stripe", "webhook signing secret: whsec_ + 32 base62", lambda: "whsec_" + rs(B62, 32), "STRIPE_WEBHOOK_SECRET",
    w=2, hdr=None, cmds=["STRIPE_WEBHOOK_SECRET={v} uvicorn app.main:app --reload"],
    outs=["stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload\n"
          "  endpoint_secret = '{v}'\n  sig_header = 't=1714649387,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd'"])
add("Adyen", "API key: AQE + base64 blob + - + base64(32 bytes) + - + 16 printable",
    lambda: "AQE" + rs(B64, 55) + "-" + b64(rb(32)) + "-" + rs(B62 + ",.:;<>[]^~", 16), "ADYEN_API_KEY", special=True,
    hdr="X-API-Key: {v}", api="https://checkout-test.adyen.com/v71/paymentMethods")
add("Paddle", "API key: pdl_live_apikey_ + 26 [0-9a-z] + _ + 22 base62 + _ + 3 base62",
    lambda: R.choice(["pdl_live_apikey_", "pdl_sdbx_apikey_"]) + rs(LOALNUM, 26) + "_" + rs(B62, 22) + "_" + rs(B62, 3),
    "PADDLE_API_KEY", api="https://api.paddle.com/transactions?status=completed")
add("Paddle", "legacy vendor auth code: 50 hex (context)", lambda: rs(HEX, 50), "PADDLE_VENDOR_AUTH_CODE", bare=False,
    hdr=None, cmds=["curl -X POST https://vendors.paddle.com/api/2.0/subscription/users -d vendor_id=12345 -d vendor_auth_code={v}"])
add("Lemon Squeezy", "API key: JWT RS256 (eyJ0eXAiOiJKV1Qi...)",
    lambda: jwt({"typ": "JWT", "alg": "RS256"}, {"aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919", "jti": rs(HEX, 80),
                                                "iat": epoch(), "nbf": epoch(), "exp": epoch() + 31536000,
                                                "sub": str(ri(100000, 999999)), "scopes": []}),
    "LEMONSQUEEZY_API_KEY", api="https://api.lemonsqueezy.com/v1/orders")
add("Plaid", "secret: 30 hex (context)", lambda: rs(HEX, 30), "PLAID_SECRET", bare=False, hdr=None,
    cmds=["curl -X POST https://sandbox.plaid.com/accounts/get -H 'Content-Type: application/json' -d "
          "'{\"client_id\": \"65f1a2b3c4d5e6f7a8b9c0d1\", \"secret\": \"{v}\", \"access_token\": \"access-sandbox-1f2e3d4c\"}'"])
add("Plaid", "access token: access-sandbox-/access-production- + UUID",
    lambda: R.choice(["access-sandbox-", "access-production-"]) + uuid4(), "PLAID_ACCESS_TOKEN", hdr=None, jkey="access_token")
add("Coinbase", "CDP API private key: EC PEM, JSON-escaped", lambda: json_escape_pem(pem("EC PRIVATE KEY", ec_der())),
    "COINBASE_API_PRIVATE_KEY", hdr=None, special=True, jkey="privateKey",
    cmds=["echo '{\"name\": \"organizations/6f1c2e3a-4b5d-4e6f-8a7b-9c0d1e2f3a4b/apiKeys/2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d\", "
          "\"privateKey\": \"{v}\"}' > cdp_api_key.json"])
add("Coinbase", "CDP Ed25519 API secret: 88 base64", lambda: b64(rb(64)), "CDP_API_KEY_SECRET", bare=False, hdr=None)
add("Kraken", "API private key: 88 base64 (context)", lambda: b64(rb(64)), "KRAKEN_PRIVATE_KEY", bare=False, hdr=None,
    jkey="api_secret")
add("Binance", "API secret: 64 base62 (context)", lambda: rs(B62, 64), "BINANCE_API_SECRET", bare=False, hdr=None,
    cmds=["python -m bot --exchange binance --api-key vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A --api-secret {v}"])
for _p, _d in (("shpat_", "Admin API access token"), ("shpca_", "custom-app access token"),
               ("shppa_", "private-app password"), ("shpss_", "app shared secret")):
    add("Shopify", "%s: %s + 32 hex" % (_d, _p), (lambda p: lambda: p + rs(HEX, 32))(_p), "SHOPIFY_ACCESS_TOKEN",
        hdr="X-Shopify-Access-Token: {v}", api="https://acme-store.myshopify.com/admin/api/2024-04/products.json")
add("BigCommerce", "API access token: 31 lowercase alnum (context)", lambda: rs(LOALNUM, 31), "BIGCOMMERCE_ACCESS_TOKEN",
    bare=False, hdr="X-Auth-Token: {v}", api="https://api.bigcommerce.com/stores/k7q2m9x/v3/catalog/products")
add("Linear", "API key: lin_api_ + 40 base62", lambda: "lin_api_" + rs(B62, 40), "LINEAR_API_KEY", hdr="Authorization: {v}",
    api="https://api.linear.app/graphql")
add("Linear", "OAuth token: lin_oauth_ + 64 hex", lambda: "lin_oauth_" + rs(HEX, 64), "LINEAR_OAUTH_TOKEN",
    api="https://api.linear.app/graphql")
add("Notion", "legacy integration token: secret_ + 43 base62", lambda: "secret_" + rs(B62, 43), "NOTION_TOKEN",
    api="https://api.notion.com/v1/databases/8a1b2c3d4e5f4a6b8c7d9e0f1a2b3c4d/query")
add("Notion", "integration token: ntn_ + 11 digits + 35 base62", lambda: "ntn_" + rs(DIG, 11) + rs(B62, 35),
    "NOTION_API_KEY", api="https://api.notion.com/v1/search")
add("Airtable", "PAT: pat + 14 base62 + . + 64 hex", lambda: "pat" + rs(B62, 14) + "." + rs(HEX, 64), "AIRTABLE_API_KEY",
    api="https://api.airtable.com/v0/appQ7x2K9mPz4L/Tasks?maxRecords=5")
add("Asana", "PAT: 2/ + 16 digits + / + 16 digits + : + 32 hex",
    lambda: "2/" + rs(DIG, 16) + "/" + rs(DIG, 16) + ":" + rs(HEX, 32), "ASANA_ACCESS_TOKEN",
    api="https://app.asana.com/api/1.0/users/me")
add("ClickUp", "personal token: pk_ + digits + _ + 32 uppercase alnum",
    lambda: "pk_" + rs(DIG, ri(6, 9)) + "_" + rs(UPALNUM, 32), "CLICKUP_API_TOKEN", hdr="Authorization: {v}",
    api="https://api.clickup.com/api/v2/team")
add("monday.com", "API token: JWT HS256 with tid/aai/uid/iad/per claims",
    lambda: jwt({"alg": "HS256"}, {"tid": ri(100000000, 999999999), "aai": ri(10, 99), "uid": ri(10000000, 99999999),
                                   "iad": "2024-03-11T09:14:22.000Z", "per": "me:write", "actid": ri(1000000, 9999999),
                                   "rgn": "use1"}), "MONDAY_API_TOKEN", hdr="Authorization: {v}",
    api="https://api.monday.com/v2")
add("Trello", "API token: ATTA + 64 hex + 8 uppercase hex checksum",
    lambda: (lambda b: "ATTA" + b + crc_hexu(b))(rs(HEX, 64)), "TRELLO_TOKEN", hdr=None,
    cmds=["curl 'https://api.trello.com/1/members/me/boards?key=3f9a1c2e7b4d4e8a9c1f2d3e4f5a6b7c&token={v}'"])
add("Figma", "PAT: figd_ + 40 base64url", lambda: "figd_" + rs(B64URL, 40), "FIGMA_TOKEN", hdr="X-Figma-Token: {v}",
    api="https://api.figma.com/v1/files/Qx7K2m9ZpL4vN8tB3cW5yH")
add("Miro", "access token: eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_ + 27 base64url",
    lambda: "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + rs(B64URL, 27), "MIRO_ACCESS_TOKEN",
    api="https://api.miro.com/v2/boards?limit=20")
add("Zoom", "Server-to-Server OAuth client secret: 32 base62 (context)", lambda: rs(B62, 32), "ZOOM_CLIENT_SECRET",
    bare=False, hdr=None,
    cmds=["curl -X POST -u Qx7K2m9ZpL4vN8tB3cW5:{v} 'https://zoom.us/oauth/token?grant_type=account_credentials&account_id=Ab3Cd5Ef7Gh9'"])
add("Dropbox", "short-lived token: sl.u. + ~140 base64url", lambda: "sl.u." + rs(B64URL, 140), "DROPBOX_ACCESS_TOKEN",
    api="https://api.dropboxapi.com/2/files/list_folder")
add("Dropbox", "long-lived token: 11 base64url + AAAAAAAAAA + 43 base64url",
    lambda: rs(B64URL, 11) + "AAAAAAAAAA" + rs(B64URL, 43), "DROPBOX_TOKEN", api="https://api.dropboxapi.com/2/users/get_current_account")
add("Box", "developer token: 32 base62 (context)", lambda: rs(B62, 32), "BOX_DEVELOPER_TOKEN", bare=False,
    api="https://api.box.com/2.0/folders/0/items")
add("HubSpot", "private-app token: pat-na1-/pat-eu1- + UUID", lambda: R.choice(["pat-na1-", "pat-eu1-"]) + uuid4(),
    "HUBSPOT_ACCESS_TOKEN", api="https://api.hubapi.com/crm/v3/objects/contacts?limit=10")
add("Intercom", "access token: base64 starting dG9rOj (tok:)",
    lambda: b64(("tok:" + uuid4() + ":1:0").encode()).rstrip("="), "INTERCOM_ACCESS_TOKEN",
    api="https://api.intercom.io/contacts")
add("Zendesk", "API token: 40 base62 (context)", lambda: rs(B62, 40), "ZENDESK_API_TOKEN", bare=False, hdr=None,
    cmds=["curl https://acme.zendesk.com/api/v2/tickets.json -u dev@acme.io/token:{v}"])
add("Typeform", "PAT: tfp_ + 44 base64url + _ + 14 base62", lambda: "tfp_" + rs(B64URL, 44) + "_" + rs(B62, 14),
    "TYPEFORM_TOKEN", api="https://api.typeform.com/forms")
add("Dynatrace", "API token: dt0c01. + 24 [A-Z0-9] + . + 64 [A-Z0-9]",
    lambda: "dt0c01." + rs(UPALNUM, 24) + "." + rs(UPALNUM, 64), "DT_API_TOKEN", hdr="Authorization: Api-Token {v}",
    api="https://abc12345.live.dynatrace.com/api/v2/metrics")

SLACK_OUTS = ["slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://www.slack.com/api/chat.postMessage)\n"
              "The server responded with: {'ok': False, 'error': 'invalid_auth'}\n  token='{v}'",
              "[ERROR] bolt-app An API error occurred: invalid_auth\n    at platformErrorFromResult (/app/node_modules/@slack/web-api/dist/errors.js:62:33)\n"
              "    { code: 'slack_webapi_platform_error', data: { ok: false, error: 'invalid_auth' }, token: '{v}' }"]
add("Slack", "bot token: xoxb- + 10-13 digits - 10-13 digits - 24 base62",
    lambda: "xoxb-" + rs(DIG, ri(10, 13)) + "-" + rs(DIG, ri(10, 13)) + "-" + rs(B62, 24), "SLACK_BOT_TOKEN", w=3,
    api="https://slack.com/api/auth.test", outs=SLACK_OUTS,
    cmds=["curl -X POST -H 'Authorization: Bearer {v}' -H 'Content-type: application/json' "
          "--data '{\"channel\":\"C061FA5PB\",\"text\":\"deploy finished\"}' https://slack.com/api/chat.postMessage"])
add("Slack", "user token: xoxp- + digits - digits - digits - 32 hex",
    lambda: "xoxp-" + rs(DIG, 12) + "-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(HEX, 32), "SLACK_USER_TOKEN",
    api="https://slack.com/api/users.list", outs=SLACK_OUTS[:1])
add("Slack", "app-level token: xapp-1-A + 10 [A-Z0-9] + - + 13 digits + - + 64 hex",
    lambda: "xapp-1-A" + rs(UPALNUM, 10) + "-" + rs(DIG, 13) + "-" + rs(HEX, 64), "SLACK_APP_TOKEN",
    api="https://slack.com/api/apps.connections.open")
add("Slack", "configuration token: xoxe.xoxp-1- + ~140 base62", lambda: "xoxe.xoxp-1-" + rs(B62, 142),
    "SLACK_CONFIG_TOKEN", api="https://slack.com/api/apps.manifest.validate")
add("Slack", "refresh token: xoxe-1- + ~140 base62", lambda: "xoxe-1-" + rs(B62, 140), "SLACK_REFRESH_TOKEN", hdr=None,
    cmds=["curl -d refresh_token={v} -d grant_type=refresh_token -d client_id=$CID -d client_secret=$CS https://slack.com/api/oauth.v2.access"])
add("Slack", "incoming webhook secret: last path segment (24 base62) of hooks.slack.com URL", lambda: rs(B62, 24),
    "SLACK_WEBHOOK_URL", w=2, bare=False, hdr=None,
    carrier="https://hooks.slack.com/services/T0" + "4B7QZ9K2/B07" + "Q3XK9M2P/{v}",
    cmds=["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Build #812 passed\"}' "
          "https://hooks.slack.com/services/T04B7QZ9K2/B07Q3XK9M2P/{v}"],
    outs=["requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://hooks.slack.com/services/T04B7QZ9K2/B07Q3XK9M2P/{v}\n"
          "no_team"])
add("Discord", "bot token: base64(user id) . 6 base64url . 38 base64url",
    lambda: b64(rs(DIG, 19).replace("0", "1", 1).encode()).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38),
    "DISCORD_BOT_TOKEN", hdr="Authorization: Bot {v}", api="https://discord.com/api/v10/users/@me",
    outs=["discord.errors.LoginFailure: Improper token has been passed.\n  File \"/app/bot.py\", line 41, in <module>\n"
          "    client.run(\"{v}\")"])
add("Discord", "webhook token: 68 base64url in discord.com/api/webhooks/<id>/<token>", lambda: rs(B64URL, 68),
    "DISCORD_WEBHOOK_URL", bare=False, hdr=None,
    carrier="https://discord.com/api/webhooks/1238471928374650912/{v}",
    cmds=["curl -H 'Content-Type: application/json' -d '{\"content\":\"nightly build ok\"}' https://discord.com/api/webhooks/1238471928374650912/{v}"])
add("Telegram", "bot token: 8-10 digits + :AA + 33 base64url",
    lambda: str(ri(10000000, 9999999999)) + ":AA" + rs(B64URL, 33), "TELEGRAM_BOT_TOKEN", w=2, hdr=None,
    carrier="https://api.telegram.org/bot{v}/sendMessage",
    cmds=["curl -s 'https://api.telegram.org/bot{v}/sendMessage' -d chat_id=-1001234567890 -d text='backup done'"],
    outs=["telegram.error.InvalidToken: The token `{v}` was rejected by the server."])
add("Meta (Facebook)", "access token: EAA + 100-200 base62", lambda: "EAA" + rs(B62, ri(150, 200)), "FB_ACCESS_TOKEN",
    hdr=None, cmds=["curl -G 'https://graph.facebook.com/v19.0/me/accounts' -d access_token={v}"],
    carrier="https://graph.facebook.com/v19.0/me?fields=id,name&access_token={v}")
add("Meta (Facebook)", "app secret: 32 hex (context)", lambda: rs(HEX, 32), "FACEBOOK_APP_SECRET", bare=False, hdr=None,
    cmds=["curl 'https://graph.facebook.com/oauth/access_token?client_id=1234567890123456&client_secret={v}&grant_type=client_credentials'"])
add("X (Twitter)", "app bearer token: AAAAAAAAAAAAAAAAAAAAA + URL-encoded base64",
    lambda: "A" * 21 + rs(B62, 10) + "AAAAAAA" + rs(B62, 12) + "%2B" + rs(B62, 8) + "%2F" + rs(B62, 18) + "%3D" + rs(B62, 50),
    "TWITTER_BEARER_TOKEN", api="https://api.twitter.com/2/tweets/search/recent?query=rustlang")
add("LinkedIn", "client secret: 16 base62 (context)", lambda: rs(B62, 16), "LINKEDIN_CLIENT_SECRET", bare=False, hdr=None,
    cmds=["curl -X POST https://www.linkedin.com/oauth/v2/accessToken -d grant_type=client_credentials "
          "-d client_id=78k2q9zv7m4p1x -d client_secret={v}"])


# ---- keys, tokens and passwords without a vendor
def generic_jwt(alg):
    now = epoch()
    payload = R.choice([
        {"sub": str(ri(1000, 99999)), "name": "Jane Doe", "role": "admin", "iat": now, "exp": now + 3600},
        {"iss": "https://auth.acme.io", "sub": uuid4(), "aud": "orders-api", "scope": "orders:read orders:write",
         "iat": now, "exp": now + 900, "jti": uuid4()},
        {"user_id": ri(1, 99999), "email": "dev@acme.io", "tenant": "acme", "iat": now, "exp": now + 86400},
    ])
    hdr = {"alg": alg, "typ": "JWT"}
    if not alg.startswith("HS"):
        hdr["kid"] = rs(B64URL, 22)
    return jwt(hdr, payload)


for _alg, _w in (("HS256", 3), ("HS384", 1), ("HS512", 1), ("RS256", 2), ("PS256", 1), ("ES256", 1), ("ES384", 1),
                 ("EdDSA", 1)):
    add("JWT (HS256/HS384/HS512/RS256/PS256/ES256/ES384/EdDSA)", "JWT %s: base64url(header).base64url(payload).base64url(signature)" % _alg,
        (lambda a: lambda: generic_jwt(a))(_alg), R.choice(["ACCESS_TOKEN", "AUTH_TOKEN", "API_JWT", "SESSION_TOKEN"]),
        w=_w, api=R.choice(["https://api.acme.io/v1/me", "https://orders.acme.internal/api/orders?status=open",
                            "http://localhost:3000/graphql"]),
        outs=["jwt.exceptions.ExpiredSignatureError: Signature has expired\n  token = '{v}'",
              "{\"level\":\"warn\",\"time\":\"2024-05-02T11:43:07Z\",\"msg\":\"jwt verify failed\",\"err\":\"token is expired\","
              "\"authorization\":\"Bearer {v}\",\"path\":\"/api/orders\"}"])

PEM_VAR = ["SSH_PRIVATE_KEY", "TLS_KEY", "DEPLOY_KEY", "SIGNING_KEY", "JWT_PRIVATE_KEY"]
add("PEM private keys", "RSA PKCS#1: -----BEGIN RSA PRIVATE KEY----- body MIIEpAIBAAKCAQEA, 64-char lines",
    lambda: pem("RSA PRIVATE KEY", rsa_pkcs1_der()), "SSH_PRIVATE_KEY", w=3, kind="multi", hdr=None)
add("PEM private keys", "PKCS#8: -----BEGIN PRIVATE KEY----- body MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
    lambda: pem("PRIVATE KEY", rsa_pkcs8_der()), "TLS_KEY", w=2, kind="multi", hdr=None)
add("PEM private keys", "EC: -----BEGIN EC PRIVATE KEY----- body MHcCAQEEI", lambda: pem("EC PRIVATE KEY", ec_der()),
    "JWT_PRIVATE_KEY", kind="multi", hdr=None)
add("PEM private keys", "PKCS#8 EC P-256: -----BEGIN PRIVATE KEY----- (MIGHAgEAMBMG)", lambda: pem("PRIVATE KEY", ec_pkcs8_der()),
    "APNS_AUTH_KEY", kind="multi", hdr=None)
add("PEM private keys", "encrypted PKCS#8: -----BEGIN ENCRYPTED PRIVATE KEY----- (MIIFHDBOBgkqhkiG9w0BBQ0w)",
    lambda: pem("ENCRYPTED PRIVATE KEY", enc_pkcs8_der()), "SIGNING_KEY", kind="multi", hdr=None)
add("PEM private keys", "DSA: -----BEGIN DSA PRIVATE KEY-----", lambda: pem("DSA PRIVATE KEY", dsa_der()),
    "LEGACY_DSA_KEY", kind="multi", hdr=None)
add("PEM private keys", "RSA PKCS#1 with literal \\n escapes in a single-line env value",
    lambda: json_escape_pem(pem("RSA PRIVATE KEY", rsa_pkcs1_der())), "JWT_PRIVATE_KEY", special=True, hdr=None)
add("OpenSSH private key", "-----BEGIN OPENSSH PRIVATE KEY----- body b3BlbnNzaC1rZXktdjEAAAAA, 70-char lines",
    lambda: openssh_ed25519(R.choice(["dev@laptop", "deploy@ci", "jane@acme.io"])), "SSH_PRIVATE_KEY", w=3,
    kind="multi", hdr=None)
add("PuTTY private key", "PuTTY-User-Key-File-3 ssh-ed25519 with Private-Lines and Private-MAC (HMAC-SHA256)",
    lambda: putty_ed25519("eddsa-key-2024%02d%02d" % (ri(1, 12), ri(1, 28))), "PPK_KEY", kind="multi", hdr=None)
add("PGP private key block", "-----BEGIN PGP PRIVATE KEY BLOCK----- base64 packets (lQ...) + =CRC24 line",
    lambda: pgp_private("Release Bot <release@acme.io>"), "GPG_PRIVATE_KEY", kind="multi", hdr=None)
add("age", "secret key: AGE-SECRET-KEY-1 + 58 uppercase bech32 (with checksum)",
    lambda: bech32("age-secret-key-", rb(32)).upper(), "SOPS_AGE_KEY", hdr=None,
    cmds=["SOPS_AGE_KEY={v} sops -d secrets.enc.yaml > secrets.yaml",
          "echo '{v}' > ~/.config/sops/age/keys.txt && chmod 600 ~/.config/sops/age/keys.txt"])
add("Nostr", "nsec private key: nsec1 + 58 bech32 (with checksum)", lambda: bech32("nsec", rb(32)), "NOSTR_NSEC",
    hdr=None, cmds=["nak event --sec {v} -c 'hello from the relay test' wss://relay.damus.io"])
add("Bitcoin", "WIF private key (uncompressed): base58check starting 5", lambda: wif(False), "BTC_WIF", hdr=None,
    cmds=["bitcoin-cli -rpcwallet=hot importprivkey {v} \"cold-import\" false"])
add("Bitcoin", "WIF private key (compressed): base58check starting K/L", lambda: wif(True), "BTC_PRIVATE_KEY", hdr=None,
    cmds=["electrum -o restore {v}"])
add("Ethereum", "private key: 0x + 64 hex (context)", lambda: "0x" + rs(HEX, 64), "PRIVATE_KEY", w=2, bare=False,
    hdr=None, cmds=["forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC --private-key {v} --broadcast",
                    "cast send 0x5FbDB2315678afecb367f032d93F642f64180aa3 'mint(uint256)' 1 --private-key {v}"],
    outs=["Error: (code: -32000, message: insufficient funds for gas * price + value, data: None)\n"
          "  signer loaded from PRIVATE_KEY={v}"])
DJ = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
add("Django", "SECRET_KEY: django-insecure- + 50 chars [a-z0-9!@#$%^&*(-_=+)]", lambda: "django-insecure-" + rs(DJ, 50),
    "DJANGO_SECRET_KEY", special=True, hdr=None, jkey="SECRET_KEY",
    outs=["django.core.exceptions.ImproperlyConfigured: SECRET_KEY looks insecure\n  settings.SECRET_KEY = '{v}'"])
add("Django", "SECRET_KEY: 50 chars [a-z0-9!@#$%^&*(-_=+)] (context)", lambda: rs(DJ, 50), "DJANGO_SECRET_KEY",
    bare=False, special=True, hdr=None, jkey="SECRET_KEY")
add("Rails", "secret_key_base: 128 hex (context)", lambda: rs(HEX, 128), "SECRET_KEY_BASE", bare=False, hdr=None,
    cmds=["SECRET_KEY_BASE={v} RAILS_ENV=production bin/rails assets:precompile"])
add("Laravel", "APP_KEY: base64: + 44 base64", lambda: "base64:" + b64(rb(32)), "APP_KEY", hdr=None,
    cmds=["sed -i 's|^APP_KEY=.*|APP_KEY={v}|' .env && php artisan config:cache"])
add("Auth.js / NextAuth", "AUTH_SECRET: 44 base64 (openssl rand -base64 32), context", lambda: b64(rb(32)),
    "NEXTAUTH_SECRET", bare=False, hdr=None, cmds=["vercel env add NEXTAUTH_SECRET production <<< '{v}'"])
add("Symfony / Flask / generic HMAC", "APP_SECRET: 32 hex (context)", lambda: rs(HEX, 32), "APP_SECRET", bare=False,
    hdr=None)
add("Symfony / Flask / generic HMAC", "Flask SECRET_KEY / JWT_SECRET: 64 hex or urlsafe base64 (context)",
    lambda: R.choice([lambda: rs(HEX, 64), lambda: b64u(rb(32))])(), R.choice(["JWT_SECRET", "FLASK_SECRET_KEY"]),
    w=2, bare=False, hdr=None)
add("Symfony / Flask / generic HMAC", "webhook signing secret: 40 hex (context)", lambda: rs(HEX, 40),
    "GITHUB_WEBHOOK_SECRET", bare=False, hdr=None,
    cmds=["gh api repos/acme/web/hooks -f config[url]=https://ci.acme.io/hook -f config[secret]={v} -f config[content_type]=json"])
add("HTTP Basic", "Authorization: Basic base64(user:password)",
    lambda: b64((R.choice(["admin", "ci", "deploy", "grafana"]) + ":" + pw(ri(12, 20))).encode()), "BASIC_AUTH",
    w=2, bare=False, hdr="Authorization: Basic {v}", api=R.choice(["https://registry.acme.io/v2/_catalog",
                                                                      "https://elastic.acme.internal:9200/_cat/indices"]))

# generic passwords
PWS = lambda: R.choice([lambda: pw(ri(12, 20), "!*.-_#%"),
                        lambda: R.choice(["Summer", "Winter", "Berlin", "Tokio", "Marzo", "Dragon"]) + str(ri(2019, 2025)) + R.choice("!#*."),
                        lambda: "-".join(R.choice(["correct", "horse", "battery", "staple", "lemon", "river", "quantum",
                                                   "otter", "violet", "saddle"]) for _ in range(4)),
                        lambda: pw(ri(10, 16))])()
add("Generic passwords", "password after -p / --password flag", PWS, "ADMIN_PASSWORD", w=4, bare=False, hdr=None, kw="pw",
    special=True,
    cmds=["sshpass -p '{v}' ssh -o StrictHostKeyChecking=no root@10.0.3.14",
          "./manage.py createsuperuser --username admin --email admin@acme.io --password '{v}'",
          "mysql -u admin --password='{v}' -h 127.0.0.1 -e 'show databases'",
          "redis-cli -a '{v}' -h 10.0.3.20 ping", "ansible-playbook site.yml -e 'ansible_become_password={v}'",
          "smbclient //nas.local/backup -U admin%'{v}'", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout 'pass:{v}'"],
    outs=["Permission denied, please try again.\nDEBUG: sshpass invoked as: sshpass -p {v} ssh root@10.0.3.14",
          "ERROR 1045 (28000): Access denied for user 'admin'@'localhost' (using password: YES)\n[mysql] attempted with password={v}"])
add("Generic passwords", "PGPASSWORD= environment value", PWS, "PGPASSWORD", w=2, bare=False, hdr=None, kw="pw",
    special=True, cmds=["PGPASSWORD='{v}' psql -h db.acme.internal -U postgres -c 'select 1'"])
add("Generic passwords", "password in URL userinfo", url_pw, "PROXY_URL", w=2, bare=False, hdr=None, kw="pw",
    carrier="http://svc-proxy:{v}@proxy.acme.internal:3128",
    cmds=["https_proxy=http://svc-proxy:{v}@proxy.acme.internal:3128 pip install -r requirements.txt",
          "git clone https://jdoe:{v}@git.acme.internal/platform/infra.git",
          "curl -u jdoe:{v} https://nexus.acme.internal/service/rest/v1/repositories"])
add("Generic passwords", "password: key in YAML/INI config", PWS, "SMTP_PASSWORD", w=2, bare=False, hdr=None, kw="pw",
    special=True, carrier="smtp:\n  host: smtp.acme.io\n  port: 587\n  username: noreply@acme.io\n  password: \"{v}\"")


# extra per-provider commands for multi-line key formats
for _s in SPECS:
    if _s.provider == "PGP private key block":
        _s.cmds += ["echo '{v}' | gpg --batch --import", "gpg --batch --import <<'EOF'\n{v}\nEOF\ngpg --list-secret-keys"]
        _s.outs += ["gpg: key 7A3B9C1D2E4F6A8B: \"Release Bot <release@acme.io>\" not changed\ngpg: key 7A3B9C1D2E4F6A8B: "
                    "error sending to agent: Inappropriate ioctl for device\ngpg: error reading '[stdin]': Inappropriate ioctl for device\n"
                    "gpg: import from '[stdin]' failed: Inappropriate ioctl for device\n--- stdin was ---\n{v}"]
    if _s.provider == "PuTTY private key":
        _s.cmds += ["cat > deploy.ppk <<'EOF'\n{v}\nEOF\nputtygen deploy.ppk -O private-openssh -o ~/.ssh/id_deploy"]
        _s.outs += ["puttygen: error loading `deploy.ppk': MAC failed\n$ cat deploy.ppk\n{v}"]

# ================================================================ secret templates
# Tags: B = usable with no keyword/context (prefixed formats only); P = password wording; T = token/key wording;
#       commands: U = value unquoted, D = inside double quotes, S = single quotes / quoted heredoc;
#       Q = value in a URL query (URL-safe values only); c = single-line carrier; m = multi-line carrier.
PROMPTS = [
    # English
    ("T", "Can you figure out why curl keeps returning 401? I'm sending `{hdr}` to {api}."),
    ("", "I set {var}={v} in my .env but the app still says the {prov} credentials are missing."),
    ("BT", "{v} is the token I generated this morning, wire it into the deploy script please."),
    ("T", "Use this {prov} key for the integration tests: {v}"),
    ("", "here's my config:\n```yaml\n{jkey}: \"{v}\"\nretries: 3\n```\nwhy isn't it picked up?"),
    ("B", "Why does `{v}` get rejected? It worked yesterday."),
    ("", "Add \"{v}\" as a repository secret named {var} and re-run the failed workflow."),
    ("", "The body I'm posting is {\"{jkey}\": \"{v}\", \"region\": \"eu-west-1\"} - is the shape right?"),
    ("B", "paste this into the config and test it: {v}"),
    ("B", "I think I leaked {v} in a public commit, how do I purge it from history and rotate it?"),
    ("", "the staging {prov} creds are {v}, prod uses a different one so don't mix them up"),
    ("", "Why is this failing?\n{carrier}"),
    ("x", "Connect using the settings below and run the pending migrations:\n{carrier}"),
    ("", "Run the smoke tests with {var}=\"{v}\" please."),
    ("B", "My teammate sent me '{v}' over Slack; set it up in the CI variables."),
    ("T", "can u update the k8s secret, new {prov} token is {v}"),
    ("", "Replace the old value in terraform.tfvars with {lvar} = \"{v}\" and run plan again."),
    ("", "In docker-compose.yml I have `- {var}={v}` under environment, but the container doesn't see it."),
    ("B", "{v}\n\nthat's what the dashboard showed me, what do I do with it?"),
    ("", "Add this to .env.local:\n{var}={v}\nthen restart the dev server."),
    ("", "Is it OK to hardcode {v} as the default for {var} in settings.py just for local dev?"),
    ("P", "The {prov} password is {v}, can you log in and check the slow query log?"),
    ("P", "password: {v} (user is admin) - please reset replication on the replica."),
    ("T", "Write a Python snippet that calls {api} with the header `{hdr}`."),
    ("", "export {var}={v} didn't persist after I closed the terminal, where should I put it?"),
    ("BT", "Token for the bot: {v}. Make it post to #deploys when the pipeline finishes."),
    ("B", "Quick one: is \"{v}\" a valid format or did I copy it wrong?"),
    ("T", "I rotated the {prov} secret; old ones are revoked, the new one is {v}"),
    ("", "Can you check this before I commit it?\n{carrier}"),
    ("", "¿Esto está bien configurado? Me da error de autenticación:\n{carrier}"),
    ("", "Kannst du das prüfen, bevor ich es committe?\n{carrier}"),
    ("", "这个配置有问题吗？一直认证失败。\n{carrier}"),
    ("", "これで失敗します。原因を調べて。\n{carrier}"),
    ("", "Это не работает, посмотри:\n{carrier}"),
    ("w", "This URL returns 403 now, was something revoked? {carrier}"),
    ("w", "Esta URL devuelve 404: {carrier} ¿la borraron?"),
    ("B", "{v} — this one is from the new project, swap it in for the old one."),
    ("", "{var}={v} でビルドが通りません。何が足りない？"),
    ("B", "{v} es la nueva, la vieja ya la revoqué."),
    ("", "{v} ist der neue Wert für {var}, bitte überall ersetzen."),
    ("T", "{v} 这个 token 是不是过期了？"),
    ("", "{var}={v} — c'est la bonne valeur pour la prod ?"),
    ("", "{v} 이 값을 {var}에 넣었는데 401이 나와요."),
    ("B", "fyi {v} - use it for the load test tonight, I'll revoke it tomorrow"),
    ("", "Update the GitHub Actions workflow so the step gets {var}: {v} from the environment instead of the hardcoded string"),
    # Spanish
    ("T", "¿Por qué me devuelve 403 si uso la clave {v} con {prov}?"),
    ("", "Configura {var} con el valor {v} en el entorno de staging, por favor."),
    ("P", "Mi contraseña de la base de datos es {v}, conéctate y revisa las tablas."),
    ("B", "Prueba con esto: {v} y dime si funciona."),
    ("T", "Oye, el token de {prov} es «{v}», agrégalo a los secretos del repo."),
    ("x", "La cadena de conexión es esta y no conecta, ¿qué falla?\n{carrier}"),
    # German
    ("T", "Warum schlägt die Anmeldung fehl? Mein Token ist {v}."),
    ("", "Bitte trag den Schlüssel {v} als {var} in die .env ein."),
    ("P", "Das Passwort für den Testserver lautet „{v}“, kannst du die Verbindung prüfen?"),
    ("B", "Kannst du {v} im CI hinterlegen und den Build neu starten?"),
    ("x", "Verbindung schlägt fehl mit dieser Konfiguration, liegt es am Passwort?\n{carrier}"),
    # French
    ("", "Peux-tu ajouter la clé {v} dans les secrets GitHub Actions sous le nom {var} ?"),
    ("T", "Le jeton « {v} » ne marche plus depuis hier, que se passe-t-il avec {prov} ?"),
    ("P", "Voici mon mot de passe : {v} — connecte-toi à la base et lance les migrations."),
    ("B", "J'ai collé {v} dans le fichier de config, est-ce que c'est le bon format ?"),
    ("", "J'utilise ceci mais ça échoue, tu vois pourquoi ?\n{carrier}"),
    # Portuguese
    ("T", "O token {v} está dando erro de autenticação no {prov}, pode verificar?"),
    ("", "Coloca {v} no arquivo .env como {var} e reinicia o container."),
    ("P", "A senha do banco é {v}; cria um usuário somente leitura pra mim."),
    ("x", "Essa configuração tá certa? Não consigo conectar:\n{carrier}"),
    # Japanese
    ("T", "このトークン {v} を使って {prov} のAPIを叩いてみてください。"),
    ("", "{var} に「{v}」を設定したのに認証エラーになります。"),
    ("P", "パスワードは{v}です。DBに接続してテーブル一覧を出して。"),
    ("B", "{v}←これをCIのシークレットに登録しておいて。"),
    ("x", "接続設定は以下です。なぜ繋がらないのか調べて。\n{carrier}"),
    # Chinese
    ("T", "我的 {prov} API 密钥是 {v}，为什么一直返回 401？"),
    ("", "帮我把 {v} 配置到 {var} 环境变量里。"),
    ("P", "密码是{v}，帮我连上数据库看一下。"),
    ("B", "把{v}加到流水线的变量里，然后重新跑一次。"),
    ("x", "用下面这个配置连不上，帮我排查一下：\n{carrier}"),
    # Russian
    ("T", "Почему {prov} отвечает 401? Токен: {v}"),
    ("", "Пропиши ключ {v} в переменную {var}, пожалуйста."),
    ("P", "Пароль от базы — {v}, подключись и проверь миграции."),
    ("x", "Вот настройки подключения, почему таймаут?\n{carrier}"),
    # Italian
    ("T", "Puoi usare la chiave {v} per il deploy su {prov}?"),
    ("", "Ho messo {var}={v} nel file .env ma non funziona, perché?"),
    ("P", "La password dell'utente admin è {v}, puoi controllare i permessi?"),
    ("x", "Con questa configurazione la connessione va in timeout, perché?\n{carrier}"),
    # Korean
    ("T", "이 토큰 {v} 으로 {prov} API 호출이 안 돼요. 이유가 뭘까요?"),
    ("", "{var} 값을 {v} 로 바꿔서 다시 배포해 줘."),
    ("P", "비밀번호는 {v} 입니다. DB 접속해서 확인해 주세요."),
    ("x", "이 설정으로 접속이 안 되는데 확인해 줄래요?\n{carrier}"),
]

COMMANDS = [
    ("U", "export {var}={v}"),
    ("D", "export {var}=\"{v}\""),
    ("S", "curl -sS -H '{hdr}' '{api}'"),
    ("D", "curl -fsSL -H \"{hdr}\" \"{api}\" | jq ."),
    ("S", "wget -qO- --header='{hdr}' '{api}'"),
    ("U", "{var}={v} npm run deploy"),
    ("S", "{var}='{v}' python -m app.sync --dry-run"),
    ("D", "docker run --rm -e {var}=\"{v}\" ghcr.io/acme/worker:2.3.1"),
    ("U", "docker run -d -e {var}={v} -p 8080:8080 acme/api:latest"),
    ("S", "kubectl create secret generic {slug}-creds --from-literal={lvar}='{v}' -n prod"),
    ("D", "gh secret set {var} --body \"{v}\" --repo acme/web"),
    ("U", "./scripts/deploy.sh --{flag}={v} --env staging"),
    ("U", "./bin/sync -k {v} --since 2024-01-01"),
    ("S", "heroku config:set {var}='{v}' -a acme-api"),
    ("U", "fly secrets set {var}={v} -a acme-edge"),
    ("S", "vault kv put secret/{slug}/prod {lvar}='{v}'"),
    ("S", "terraform apply -var '{lvar}={v}' -auto-approve"),
    ("D", "echo \"{var}={v}\" >> .env"),
    ("S", "printf '%s' '{v}' | vercel env add {var} production"),
    ("S", "cat >> .env <<'EOF'\n{var}={v}\nLOG_LEVEL=debug\nEOF"),
    ("D", "python3 - <<EOF\nimport os, app\nos.environ[\"{var}\"] = \"{v}\"\napp.main()\nEOF"),
    ("S", "jq --arg t '{v}' '.credentials.{jid} = $t' config.json > config.tmp && mv config.tmp config.json"),
    ("S", "git log -p --all -S '{v}'"),
    ("S", "grep -rn '{v}' ~/src/acme"),
    ("S", "echo '{v}' | base64"),
    ("U", "echo {var}={v} >> $GITHUB_ENV"),
    ("S", "$env:{var} = '{v}'; npm start"),
    ("D", "setx {var} \"{v}\""),
    ("S", "docker build --build-arg {var}='{v}' -t acme/app:dev ."),
    ("S", "helm upgrade --install api ./chart -n prod --set-string secrets.{jid}='{v}'"),
    ("S", "aws ssm put-parameter --name /prod/{slug}/{lvar} --type SecureString --value '{v}' --overwrite"),
    ("S", "gcloud secrets versions add {slug}-{lvarh} --data-file=- <<< '{v}'"),
    ("S", "az keyvault secret set --vault-name acme-kv --name {lvarh} --value '{v}'"),
    ("S", "op item create --category 'API Credential' --title '{prov} prod' credential='{v}'"),
    ("U", "python manage.py check_credentials --{flag} {v}"),
    ("U", "node scripts/rotate.js -t {v} --dry-run"),
    ("S", "curl -X POST '{api}' -H 'Content-Type: application/json' -d '{\"{jkey}\": \"{v}\"}'"),
    ("S", "tmux send-keys -t deploy 'export {var}={v}' Enter"),
    ("U", "{var}={v} docker compose up -d --build"),
    ("S", "echo -n '{v}' | pbcopy"),
    ("S", "echo '{v}' | gh secret set {var} --env production"),
    ("QU", "curl -s 'https://hooks.acme.io/deploy?{lvar}={v}&env=prod'"),
    ("S", "ssh deploy@10.0.3.14 \"sudo sed -i 's/^{var}=.*/{var}={v}/' /etc/acme/app.env && sudo systemctl restart acme\""),
    ("S", "kubectl -n prod patch secret app-env -p '{\"stringData\":{\"{var}\":\"{v}\"}}'"),
    ("cS", "export {var}='{carrier}'"),
    ("cxS", "docker run --rm -e {var}='{carrier}' ghcr.io/acme/migrate:1.8.0 up"),
    ("cwS", "curl -fsS '{carrier}' -o /dev/null -w '%{http_code}\\n'"),
    ("cS", "kubectl create secret generic app-env -n prod --from-literal={var}='{carrier}'"),
    ("mS", "cat > ./config.local <<'EOF'\n{carrier}\nEOF"),
]

OUTPUTS = [
    ("", "HTTP/1.1 401 Unauthorized\ncontent-type: application/json\n\n{\"error\":\"invalid_token\",\"error_description\":"
         "\"The access token {v} is expired or revoked\"}"),
    ("", "Traceback (most recent call last):\n  File \"/app/worker/sync.py\", line 88, in <module>\n    client = Client({jkey}=\"{v}\")\n"
         "  File \"/usr/local/lib/python3.12/site-packages/acme_sdk/client.py\", line 41, in __init__\n"
         "    raise AuthenticationError(f\"invalid credentials for {prov}: {cred!r}\")\n"
         "acme_sdk.errors.AuthenticationError: invalid credentials for {prov}: '{v}'"),
    ("", "Error: Request failed with status code 401\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n"
         "    at settle (/app/node_modules/axios/lib/core/settle.js:17:12)\n"
         "  config: { headers: { Authorization: 'Bearer {v}', 'User-Agent': 'axios/1.6.8' }, url: '{api}' }"),
    ("", "{\"level\":\"error\",\"ts\":\"2024-05-02T11:43:07.512Z\",\"logger\":\"auth\",\"msg\":\"credential rejected\","
         "\"provider\":\"{prov}\",\"{jkey}\":\"{v}\",\"status\":401}"),
    ("", "2024-03-11T09:14:22.1047389Z ##[group]Run ./scripts/deploy.sh\n2024-03-11T09:14:22.1048211Z ./scripts/deploy.sh "
         "--{flag} {v} --env production\n2024-03-11T09:14:23.5521906Z Error: authentication failed (401)\n"
         "2024-03-11T09:14:23.5603114Z ##[error]Process completed with exit code 1."),
    ("", "> GET {path} HTTP/2\n> Host: {host}\n> user-agent: curl/8.5.0\n> accept: */*\n> {hdr}\n>\n< HTTP/2 403\n"
         "< content-type: application/json\n<\n{\"message\":\"Forbidden\"}"),
    ("", "panic: auth: invalid {prov} credential \"{v}\"\n\ngoroutine 1 [running]:\nmain.mustClient(...)\n"
         "\t/src/cmd/sync/main.go:57 +0x1a5\nmain.main()\n\t/src/cmd/sync/main.go:23 +0x3c\nexit status 2"),
    ("", "Exception in thread \"main\" com.acme.client.AuthException: 401 Unauthorized for {jkey}={v}\n"
         "\tat com.acme.client.HttpTransport.execute(HttpTransport.java:212)\n\tat com.acme.client.Client.call(Client.java:88)\n"
         "\tat com.acme.App.main(App.java:14)"),
    ("", "$ docker compose config\nservices:\n  api:\n    environment:\n      {var}: {v}\n      LOG_LEVEL: debug\n"
         "    image: ghcr.io/acme/api:1.4.2"),
    ("", "$ env | sort\nHOME=/root\nHOSTNAME=api-7d9f8b6c5d-x2k4p\n{var}={v}\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"),
    ("", "Error: Api(Unauthorized { message: \"bad credentials\", {jid}: \"{v}\" })\n\nCaused by:\n    HTTP status client error "
         "(401 Unauthorized)"),
    ("", "/app/lib/acme/client.rb:23:in `authenticate': 401 Unauthorized ({jkey}={v}) (Faraday::UnauthorizedError)\n"
         "\tfrom /app/lib/acme/client.rb:11:in `initialize'\n\tfrom bin/sync:7:in `<main>'"),
    ("", "│ Error: Invalid provider configuration\n│\n│   on main.tf line 12, in provider \"{slug}\":\n│   12:   {jid} = \"{v}\"\n"
         "│\n│ authentication failed: 401 Unauthorized"),
    ("Q", "10.0.3.14 - - [11/Mar/2024:09:14:22 +0000] \"GET /hooks/deploy?{lvar}={v} HTTP/1.1\" 401 53 \"-\" \"Go-http-client/1.1\""),
    ("", "Mar 11 09:14:22 web-01 acme-api[2314]: WARN loaded {var}={v} from /etc/acme/app.env (world-readable)"),
    ("", "PHP Fatal error:  Uncaught Acme\\Exception\\AuthException: Invalid {prov} credential '{v}' in /var/www/app/src/Client.php:44\n"
         "Stack trace:\n#0 /var/www/app/src/Sync.php(19): Acme\\Client->auth()\n#1 {main}\n  thrown in /var/www/app/src/Client.php on line 44"),
    ("", "FAILED tests/test_api.py::test_fetch_profile - AssertionError: assert 401 == 200\n"
         " +  where 401 = <Response [401]>.status_code\nE   captured env: {var}='{v}'"),
    ("", "level=error ts=2024-05-02T11:43:07Z caller=client.go:118 msg=\"request failed\" url={api} auth=\"{hdr}\" status=401"),
    ("", "[dotenv@16.4.5][DEBUG] \"{var}\" is already defined in `process.env` and was NOT overwritten (value: {v})"),
    ("", "Unhandled exception. System.UnauthorizedAccessException: {prov} rejected credential {v}\n"
         "   at Acme.Sync.Client.AuthenticateAsync() in /src/Acme.Sync/Client.cs:line 57\n"
         "   at Program.<Main>$(String[] args) in /src/Acme.Sync/Program.cs:line 12"),
    ("", "##[debug]Evaluating: secrets.{var}\n##[debug]Result: '{v}'\nWarning: the value of {var} was printed to the log"),
    ("", "{\"timestamp\":\"2024-05-02T11:43:07.512+00:00\",\"status\":401,\"error\":\"Unauthorized\",\"path\":\"/api/v1/sync\","
         "\"trace\":\"org.springframework.security.authentication.BadCredentialsException: bad {jkey} '{v}'\"}"),
    ("cx", "2024-05-02 11:43:07,512 ERROR [db] could not connect using {var}={carrier}: timeout after 30s"),
    ("", "Error: {prov} API returned 401\n  request: POST {api}\n  headers: {hdr}\n  hint: check that {var} is current"),
]

MULTI_PROMPTS = [
    "Here is the deploy key, install it on the runner:\n{v}",
    "ssh says 'invalid format' for this key, what's wrong?\n\n{v}\n",
    "Mi clave privada es esta:\n{v}\n¿Por qué falla `ssh -i`?",
    "このキーでサーバーに入れますか？\n{v}",
    "Der Schlüssel lautet:\n{v}\nBitte als Kubernetes-Secret anlegen.",
    "把这个私钥放进 ~/.ssh/id_ed25519：\n{v}",
    "Voici la clé privée pour signer les releases :\n\n{v}\n\nTu peux la mettre dans {var} ?",
    "Вот ключ, добавь его в секреты репозитория как {var}:\n{v}",
    "Coloca essa chave no Vault:\n{v}",
    "이 키를 GitHub Actions 시크릿 {var}에 넣어 주세요:\n{v}",
    "Questa è la chiave:\n{v}\nperché openssl dice 'unable to load key'?",
    "```\n{v}\n```\nis this key password protected?",
]
MULTI_COMMANDS = [
    "cat > ~/.ssh/id_deploy <<'EOF'\n{v}\nEOF\nchmod 600 ~/.ssh/id_deploy",
    "printf '%s\\n' '{v}' > /tmp/key.pem && openssl pkey -in /tmp/key.pem -noout -check",
    "kubectl create secret generic signing-key -n prod --from-literal=key.pem='{v}'",
    "gh secret set {var} --repo acme/web --body '{v}'",
    "export {var}='{v}'",
    "vault kv put secret/ci/{slug} private_key='{v}'",
    "tee /etc/ssl/private/app.key > /dev/null <<'KEY'\n{v}\nKEY",
    "ssh-add - <<< '{v}'",
]
MULTI_OUTPUTS = [
    "$ cat deploy_key\n{v}\n$ ssh -i deploy_key git@github.com\ngit@github.com: Permission denied (publickey).",
    "Traceback (most recent call last):\n  File \"/app/sign.py\", line 12, in <module>\n    key = load_pem_private_key(KEY.encode(), password=None)\n"
    "ValueError: ('Could not deserialize key data. The data may be in an incorrect format.')\nKEY was:\n{v}",
    "2024-03-11T09:14:22.1047389Z ##[group]Run echo \"${var}\" > ~/.ssh/id_rsa\n{v}\n2024-03-11T09:14:22.2048211Z ##[endgroup]\n"
    "2024-03-11T09:14:23.5521906Z Load key \"/home/runner/.ssh/id_rsa\": error in libcrypto",
    "TASK [deploy : install key] ****************************************************\nchanged: [web-01]\nDEBUG content:\n{v}",
    "panic: x509: failed to parse private key\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/signer/main.go:31 +0x2c5\n"
    "exit status 2\n--- input was ---\n{v}",
]


# ================================================================ survivors (non-secrets)
def png(w, h, rgb):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def hexs(n):
    return rs(HEX, n)


NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
SURV_GROUPS = []   # (kind, values, prompt templates, command templates)


def sv(kind, values, prompts, commands):
    SURV_GROUPS.append((kind, list(values), prompts, commands))


# command tags: "n" = value must not contain a single quote; "d" = value must not contain a double quote
GEN_P = ["Can you explain what {v} refers to here?", "¿Qué significa {v} en este contexto?",
         "Was bedeutet {v} an dieser Stelle?", "{v} はここで何を意味していますか？", "这里的 {v} 是什么意思？"]
GEN_C = [("n", "rg -nF -e '{v}' ."), ("n", "git grep -nF -e '{v}'")]

sv("git_sha_full", [hexs(40) for _ in range(8)],
   ["Can you cherry-pick {v} onto release/2.4?", "git bisect says {v} is the first bad commit, what changed there?",
    "Revierte el commit {v}, rompió el build de producción.", "Der Commit {v} hat die Tests kaputt gemacht, schau mal rein.",
    "このコミット {v} の差分を説明して。", "Откати коммит {v}, он сломал миграции."],
   [("", "git cherry-pick -x {v}"), ("", "git show --stat {v}"), ("", "git revert --no-edit {v}"),
    ("", "git checkout -b hotfix/login {v}"), ("", "gh api repos/acme/web/commits/{v}/check-runs --jq '.check_runs[].conclusion'")])
sv("git_sha_short", [hexs(R.choice([7, 7, 8, 10, 12])) for _ in range(8)],
   ["The regression starts at {v}, can you look at that diff?", "Deploy {v} to staging, please.",
    "Le build {v} est vert, on peut merger ?", "{v} 这个提交之后测试就挂了。", "Il commit {v} ha introdotto il bug del login."],
   [("", "git show {v}"), ("", "git rebase -i {v}~1"), ("", "docker pull ghcr.io/acme/api:sha-{v}"),
    ("", "git log --oneline {v}..HEAD")])
sv("uuid", [uuid4() for _ in range(10)],
   ["Order {v} is stuck in pending, can you check why?", "El usuario {v} no puede iniciar sesión desde ayer.",
    "Пользователь {v} жалуется на ошибку 500.", "Look up request id {v} in the API gateway logs.",
    "테넌트 {v} 의 데이터를 새 클러스터로 마이그레이션해 줘.", "Le job {v} tourne depuis trois heures, tu peux l'arrêter ?"],
   [("", "curl -s https://api.acme.dev/v1/orders/{v} | jq .status"), ("", "psql -c \"select * from jobs where id = '{v}'\""),
    ("", "kubectl logs deploy/api -n prod | grep {v}"),
    ("", "aws logs filter-log-events --log-group-name /ecs/api --filter-pattern '\"{v}\"'")])
sv("sha256", [hexs(64) for _ in range(6)],
   ["The release checksum should be {v}, does the tarball match?", "Die Prüfsumme {v} stimmt nicht mit dem Download überein.",
    "Is {v} the hash of the artifact we shipped on Friday?", "校验和应该是 {v}，帮我核对一下下载的文件。"],
   [("", "echo '{v}  dist/app-1.4.2.tar.gz' | sha256sum -c -"), ("", "shasum -a 256 app.zip | grep {v}"),
    ("", "cosign verify-blob --certificate-identity ci@acme.io --bundle app.sigstore app.zip && echo {v}")])
sv("sha256_labeled", ["sha256:" + hexs(64), "SHA256 (dist/app-1.4.2.tar.gz) = " + hexs(64), "sha256=" + hexs(64),
                      "SHA-256: " + hexs(64).upper()],
   ["The release notes list `{v}` for the Linux build; verify it.", "Where did `{v}` come from in the build log?",
    "Copia el valor «{v}» en el archivo de checksums."],
   [("n", "echo '{v}' >> CHECKSUMS.txt"), ("n", "grep -F '{v}' release/CHECKSUMS.txt")])
sv("md5", [hexs(32) for _ in range(5)] + ["MD5 (backup-2024-05-02.sql.gz) = " + hexs(32), "md5:" + hexs(32)],
   ["The S3 ETag is {v}, so the upload wasn't multipart, right?", "El md5 del backup es {v}, ¿coincide con el original?",
    "Prüf bitte, ob die Datei den MD5 {v} hat."],
   [("n", "echo '{v}' >> backups/manifest.txt"), ("n", "grep -c '{v}' backups/manifest.txt")])
sv("sha1", [hexs(40) for _ in range(3)] + ["sha1:" + hexs(40)],
   ["The blob hash {v} shows up in the pack, which file is it?", "Este sha1 {v} aparece duplicado en el índice."],
   [("", "git cat-file -p {v}"), ("n", "grep '{v}' .git/packed-refs")])
sv("npm_integrity", ["sha512-" + b64(rb(64)) for _ in range(4)] + ["sha1-" + b64(rb(20)), "sha384-" + b64(rb(48))],
   ["package-lock.json has \"integrity\": \"{v}\" for lodash, is that tampered?",
    "yarn says integrity check failed, expected {v} - how do I fix the lockfile?",
    "Add integrity=\"{v}\" to the script tag for the CDN bundle.",
    "npm ci falla con EINTEGRITY, el esperado es {v}."],
   [("", "grep -n '{v}' package-lock.json"), ("", "npm view lodash@4.17.21 dist.integrity | grep -F -- '{v}'"),
    ("", "jq -r '.packages[] | select(.integrity == \"{v}\") | .resolved' package-lock.json")])
sv("docker_digest", ["sha256:" + hexs(64) for _ in range(3)],
   ["Pin the base image to {v} instead of the latest tag.", "¿Por qué el digest {v} no coincide con el de producción?",
    "The deploy uses {v}; is that the same image as yesterday?"],
   [("", "docker pull nginx@{v}"), ("", "crane manifest ghcr.io/acme/api@{v} | jq .config"),
    ("", "kubectl set image deploy/api api=ghcr.io/acme/api@{v} -n prod")])
sv("docker_image_ref", ["ghcr.io/acme/api@sha256:" + hexs(64), "public.ecr.aws/docker/library/python@sha256:" + hexs(64)],
   ["Update the Dockerfile FROM line to {v}.", "Der Build zieht {v}, ist das noch aktuell?"],
   [("", "docker pull {v}"), ("", "trivy image {v}")])
sv("go_pseudo_version", ["v0.0.0-2024%02d%02d%02d%02d%02d-%s" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), hexs(12))
                         for _ in range(3)] + ["v1.4.1-0.20240311091422-" + hexs(12)],
   ["go.mod pins github.com/acme/lib {v}, can we move to a tagged release?", "¿De dónde sale la versión {v} en go.sum?"],
   [("", "go get github.com/acme/lib@{v}"), ("", "go mod edit -require=github.com/acme/lib@{v}")])
sv("semver", ["1.24.3", "v2.0.0-rc.1+build.5", "0.17.0-beta.2", "v18.19.1", "3.12.4", "^4.17.21", "~> 5.42.0"],
   ["Bump the chart to {v} and regenerate the lockfile.", "Die Version {v} hat einen Breaking Change, oder?",
    "Actualiza la dependencia a {v}.", "バージョン {v} に上げても大丈夫？"],
   [("", "npm version {v} --no-git-tag-version"), ("", "git tag -a '{v}' -m 'release {v}'"),
    ("", "echo 'version = \"{v}\"' >> VERSION.toml")])
sv("timestamp", ["2024-05-02T11:43:07.512Z", "1714649387", "1714649387512", "Thu, 02 May 2024 11:43:07 GMT",
                 "2024-05-02 11:43:07+02:00", "20240502T114307Z"],
   ["The job last ran at {v}; why didn't it run again?", "Convierte {v} a la zona horaria de Madrid.",
    "Ab {v} steigen die Fehler, was wurde da deployed?", "{v} 以降のログだけ見せて。"],
   [("", "grep '{v}' /var/log/acme/app.log"), ("", "journalctl -u acme-api --since '2024-05-02' | grep -F '{v}'")])
sv("long_number", ["1238471928374650912", "123456789012", "4000000000000077", "-1001234567890", "9007199254740993",
                   "20240502114307512", "31415926535897932384"],
   ["Why does ID {v} get rounded when the frontend parses it?", "La factura {v} aparece duplicada en el reporte.",
    "Проверь запись с номером {v} в таблице events.", "Cerca l'ordine {v} nel database."],
   [("", "psql -c 'select * from events where external_id = {v}'"), ("", "jq '.[] | select(.id == \"{v}\")' events.json"),
    ("", "grep -c {v} exports/2024-05.csv")])
sv("phone", ["+1 415 555 0132", "+49 30 901820", "(212) 555-0147", "+81 3-1234-5678", "+44 20 7946 0958"],
   ["Format {v} as E.164 in the signup validator.", "El teléfono {v} no pasa la validación del formulario.",
    "Die Nummer {v} wird im CRM falsch angezeigt."],
   [("", "python -c \"import phonenumbers as p; print(p.format_number(p.parse('{v}', 'US'), p.PhoneNumberFormat.E164))\""),
    ("", "grep -F '{v}' contacts.csv")])
IDP = ["Rename {v} to something clearer across the codebase.", "¿Dónde se usa {v}?", "Wo wird {v} definiert?",
       "{v} はどこで参照されていますか？", "Найди все вызовы {v}.", "Where is {v} set, and can it be null?"]
IDC = [("", "rg -nw {v} src/"), ("", "git grep -n {v} -- '*.py' '*.ts' '*.go'"), ("", "grep -rnw {v} lib/ tests/")]
sv("identifier_camel", ["fetchUserProfileV2", "parseAccessTokenClaims", "refreshTokenExpiresAt", "apiKeyHeaderName",
                        "getSecretValueCommand", "passwordResetRequestedAt", "isTokenExpired"], IDP, IDC)
sv("identifier_snake", ["max_retry_count_v3", "secret_manager_client", "user_password_hash", "reset_token_ttl_seconds",
                        "load_api_key_from_env", "oauth2_client_id"], IDP, IDC)
sv("identifier_screaming", ["MAX_UPLOAD_SIZE_MB", "API_KEY_HEADER", "GITHUB_TOKEN_SCOPES", "AWS_REGION", "SECRET_KEY_BASE",
                            "DB_PASSWORD_FILE", "JWT_EXPIRY_SECONDS"], IDP, IDC)
sv("code_line", ["api_key = os.environ[\"API_KEY\"]", "token := cfg.Token", "const password = process.env.DB_PASSWORD;",
                 "SECRET_KEY = os.getenv(\"DJANGO_SECRET_KEY\")", "let token = std::env::var(\"GITHUB_TOKEN\")?;",
                 "headers[\"Authorization\"] = f\"Bearer {token}\"", "client = OpenAI(api_key=settings.OPENAI_API_KEY)",
                 "String secret = System.getenv(\"STRIPE_SECRET_KEY\");", "$password = getenv('MYSQL_PASSWORD');",
                 "aws_secret_access_key = var.aws_secret_access_key", "if token == \"\" { return ErrMissingToken }",
                 "private_key = Path(\"keys/signing.pem\").read_text()"],
   ["Is `{v}` safe, or could it leak the secret into logs?", "Explain what this line does: {v}",
    "Cambia esta línea para que lea el valor desde Vault: {v}", "Dieser Code wirft einen Fehler: {v}",
    "この行をテストでモックするには？ {v}", "这行代码在本地能跑，CI 上报错：{v}"],
   [("", "cat >> notes/review.md <<'EOF'\n{v}\nEOF"), ("n", "git grep -nF -e '{v}'"), ("n", "rg -nF '{v}' src/")])
sv("template", ["{{ .Values.password }}", "${{ secrets.NPM_TOKEN }}", "{{ vault \"secret/data/app#token\" }}", "%(password)s",
                "#{api_key}", "${DB_PASSWORD}", "{{password}}", "<%= ENV['API_TOKEN'] %>", "{{ env \"GITHUB_TOKEN\" }}",
                "$(cat /run/secrets/db_password)"],
   ["The rendered manifest still shows {v} literally, why isn't it substituted?",
    "Keep the placeholder {v} in the example file, don't put a real value there.",
    "La plantilla usa {v}, ¿cómo lo paso en tiempo de ejecución?", "{v} が置換されずにそのまま出力されます。",
    "Шаблон {v} не подставляется в CI, почему?"],
   [("", "cat > values.example.yaml <<'EOF'\ndb:\n  password: {v}\nEOF"), ("n", "grep -rnF -e '{v}' charts/ .github/"),
    ("n", "printf '%s\\n' '{v}' >> docs/config-reference.md")])
sv("placeholder", ["<YOUR_TOKEN>", "xxxx", "REPLACE_ME", "$SECRET", "<your-api-key>", "YOUR_API_KEY_HERE", "********",
                   "[REDACTED]", "xxxxxxxxxxxxxxxxxxxxxxxx", "TODO_SET_ME", "<password>", "your-secret-here"],
   ["In the README, tell users to set API_TOKEN={v} and replace it with their own.",
    "The example config has {v} where the key goes; make the app fail fast if it's left unchanged.",
    "Deja {v} como marcador en .env.example.", "Ersetze {v} nicht, das ist nur ein Platzhalter.",
    "Laisse {v} dans le fichier d'exemple, c'est voulu."],
   [("", "echo 'API_TOKEN={v}' >> .env.example"), ("", "grep -rn -- '{v}' docs/ examples/"),
    ("", "sed -i 's|^token:.*|token: {v}|' config.example.yaml")])
sv("url_query", ["https://api.github.com/repos/acme/web/pulls?state=open&per_page=100&page=2",
                 "https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&maxResults=50&pageToken=EAAaBlBUOkNHUQ",
                 "https://slack.com/api/conversations.list?cursor=dGVhbTpDMDYxRkE1UEI%3D&limit=200",
                 "https://cdn.acme.dev/assets/app.js?v=3f2a9c1b",
                 "https://api.stripe.com/v1/customers?limit=100&starting_after=cus_PkL2x8Qd3ZrT1m",
                 "https://www.google.com/search?q=how+to+rotate+api+keys&hl=en",
                 "https://acme.atlassian.net/rest/api/3/search?jql=project%3DOPS&startAt=50&maxResults=50",
                 "https://www.reddit.com/r/rust/new.json?after=t3_1cj9x2k&limit=25",
                 "https://api.twitter.com/2/users/2244994945/tweets?max_results=100&pagination_token=7140dibdnow9c7btw3w29grvxfcgvpb9n9coehpk7xz5i",
                 "https://graph.microsoft.com/v1.0/users?$top=100&$skiptoken=RFNwdAIAAQAAAA",
                 "https://static.acme.io/img/logo.svg?cb=1714649387"],
   ["Why does {v} return something different from what the browser shows?", "Este endpoint {v} devuelve 429, ¿cómo hago backoff?",
    "Warum liefert {v} nur 50 Einträge?", "{v} 这个接口返回的数据不完整。", "Fetch {v} and summarise the response."],
   [("", "curl -s '{v}' | jq '.[] | .id'"), ("", "http GET '{v}'"), ("", "wget -O page.json '{v}'")])
sv("file_path", ["~/.config/gh/hosts.yml", "/etc/ssl/private/server.key", "src/auth/token_refresh.ts", "config/secrets.yml.example",
                 "k8s/base/secret-store.yaml", "/var/run/secrets/kubernetes.io/serviceaccount/token",
                 "C:\\Users\\dev\\.aws\\credentials", "internal/keyring/keychain_darwin.go", "tests/fixtures/api_key_missing.json",
                 "~/.ssh/id_ed25519.pub", "/run/secrets/db_password", ".github/workflows/rotate-tokens.yml"],
   ["Where is {v} read in the code?", "Add {v} to .gitignore.", "¿Qué permisos debería tener {v}?",
    "Die Datei {v} fehlt im Container.", "{v} 파일이 없다는 에러가 나요.", "Le fichier {v} est vide après le build."],
   [("", "ls -la '{v}'"), ("", "stat '{v}'"), ("", "git check-ignore -v '{v}'"), ("", "git log --oneline -- '{v}'")])
sv("base64_image", ["data:image/png;base64," + b64(png(1, 1, (30, 144, 255))), "data:image/png;base64," + b64(png(4, 4, (15, 23, 42))),
                    "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
                    b64(png(8, 2, (255, 99, 71)))],
   ["Inline this icon as a data URI: {v}", "El logo en base64 es {v}, ¿por qué no se ve en Safari?",
    "Decode {v} and tell me the image size."],
   [("", "echo '{v}' | sed 's/^data:[^,]*,//' | base64 -d > icon.bin"), ("", "printf '<img src=\"%s\">' '{v}' > preview.html")])
sv("base64_gzip", [b64(gzip.compress(t.encode(), mtime=0)) for t in
                   ("{\"event\":\"order.created\",\"id\":42}", "hello from the queue\n", "level=info msg=\"compacted 128 segments\"\n")],
   ["This payload from the queue is gzip+base64: {v} - decode it.", "Was steckt in {v}? Ich glaube, das ist gzip."],
   [("", "echo '{v}' | base64 -d | gunzip"), ("", "python3 -c \"import base64,gzip;print(gzip.decompress(base64.b64decode('{v}')))\"")])
sv("base64_json", [b64_json({"page": 3, "sort": "created_at", "dir": "desc"}), b64u_json({"offset": 200, "limit": 50}),
                   b64_json({"last_id": 918273, "ts": 1714649387}, pad=False), "SGVsbG8sIFdvcmxkIQ=="],
   ["The next cursor is {v}; what does it encode?", "La API devolvió next={v}, ¿cómo pido la siguiente página?",
    "カーソル {v} の中身をデコードして。"],
   [("", "echo '{v}' | base64 -d | jq ."), ("", "curl -s 'https://api.acme.dev/v1/events?cursor={v}'")])
sv("k8s_name", ["api-7d9f8b6c5d-x2k4p", "redis-master-0", "cert-manager-webhook-6b4f8c9d7-qz8vn", "sealed-secrets-controller",
                "token-refresher-28471920-jx7wq", "external-secrets-webhook", "vault-agent-injector-5c7d8f9b6-mn4tp"],
   ["Pod {v} is in CrashLoopBackOff, check the logs.", "Le pod {v} redémarre sans arrêt.", "{v} 一直在重启，帮我看看。",
    "Warum ist {v} nicht ready?"],
   [("", "kubectl logs -n prod {v} --previous"), ("", "kubectl describe pod {v} -n prod"), ("", "kubectl get events -n prod --field-selector involvedObject.name={v}")])
sv("css_color", ["#1e90ff", "#FFF", "rgba(15, 23, 42, 0.85)", "hsl(210 40% 96%)", "#0f172acc"],
   ["Change the primary button color to {v}.", "Cambia el color del header a {v}.", "Mach den Hintergrund {v}."],
   [("", "sed -i 's/--primary: .*/--primary: {v};/' src/styles/theme.css"), ("", "grep -rn '{v}' src/styles")])
sv("test_id", ["test_rejects_expired_token", "tests/test_auth.py::test_login_with_invalid_password[case-3]",
               "test_secret_key_rotation_v2", "test_api_key_header_is_redacted"],
   ["{v} is flaky on CI, can you look?", "El test {v} falla solo en macOS.", "テスト {v} がタイムアウトします。"],
   [("", "pytest -x -q '{v}'"), ("", "pytest --lf -k '{v}'")])
sv("test_id", ["TestParseAPIKey_EmptyInput", "TestTokenRefresh/expired_token"],
   ["{v} fails with a nil pointer, can you look?", "Der Test {v} schlägt nur unter -race fehl."],
   [("", "go test ./internal/auth/... -run '{v}' -count=1"), ("", "go test -race -run '{v}' ./...")])
sv("test_id", ["should redact password in logs", "AuthTokenSpec"],
   ["The spec '{v}' started failing after the upgrade.", "¿Por qué falla '{v}' en CI?"],
   [("", "npx jest -t '{v}'"), ("", "npx vitest run -t '{v}'")])
sv("vendor_prefix_word", ["sk_buff_head", "hf_hub_download", "npm_config_registry", "ops_dashboard_url", "re_compile_cache",
                          "fw_update_check", "secret_santa_pairs", "phx_join", "rnd_seed_value", "api_org_chart_v2",
                          "xoxo_signature_block", "ghpImportPath", "isAKIAPrefixed", "sk_live_mode_enabled",
                          "dop_v1_migration_notes", "whsec_rotation_job", "SkLearnPipelineWrapper", "glpat_scanner_rules"],
   ["Rename {v} to follow our naming guide.", "Why does the linter flag {v} as unused?", "{v} の型定義を追加して。",
    "Documenta la función {v}.", "Переименуй {v} в snake_case, если нужно."],
   [("", "rg -nw {v}"), ("", "git grep -n {v} -- src/"), ("", "ctags -R -f - . | grep -w {v}")])
sv("prose", ["Rotate the Stripe secret key every 90 days and keep it in Vault, never in the repository.",
             "The password must be at least 12 characters long and include a number.",
             "Nunca compartas tu token de acceso personal por correo electrónico.",
             "Das API-Token wird nach 30 Tagen automatisch ungültig.",
             "Le mot de passe administrateur est stocké dans le coffre-fort, pas dans le code.",
             "アクセストークンは環境変数から読み込むようにしてください。", "请不要把密钥提交到代码仓库。",
             "Секретный ключ хранится в Vault и обновляется каждую неделю.", "Il token di accesso scade dopo un'ora.",
             "API 키는 절대 로그에 남기지 마세요.",
             "Use a fine-grained GitHub token with read-only access to contents for this job.",
             "A senha do banco fica no gerenciador de segredos e o app lê na inicialização."],
   ["Add this to the security guidelines: {v}", "Is this statement accurate? {v}", "Translate to English and keep the tone: {v}"],
   [("d", "echo \"- {v}\" >> docs/SECURITY.md"), ("d", "git commit -am \"docs: {v}\"")])
sv("aws_arn", ["arn:aws:iam::123456789012:role/github-actions-deploy",
               "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-password-AbCdEf",
               "arn:aws:kms:us-east-1:210987654321:key/" + uuid4()],
   ["Grant {v} read access to the bucket.", "¿Quién tiene permisos sobre {v}?", "Was macht {v} in der Policy?"],
   [("", "aws iam simulate-principal-policy --policy-source-arn '{v}' --action-names s3:GetObject"),
    ("", "aws resourcegroupstaggingapi get-resources --resource-arn-list '{v}'")])
sv("ssh_public_key", ["ssh-ed25519 " + b64(sshstr("ssh-ed25519") + sshstr(rb(32))) + " jane@laptop",
                      "ssh-ed25519 " + b64(sshstr("ssh-ed25519") + sshstr(rb(32))) + " deploy@ci"],
   ["Add my public key {v} to the bastion's authorized_keys.", "Esta es mi clave pública: {v}"],
   [("", "echo '{v}' >> ~/.ssh/authorized_keys"), ("", "gh ssh-key add - --title laptop <<< '{v}'")])
sv("public_certificate", [pem("CERTIFICATE", der_fill(bytes.fromhex("3082032d30820215a003020102021400"), 817))],
   ["Here's the server certificate, which CA issued it?\n{v}"],
   [("", "openssl x509 -noout -issuer -subject <<'EOF'\n{v}\nEOF")])
sv("object_id", ["cus_PkL2x8Qd3ZrT1m", "pi_3PA1b2C3d4E5f6G7h8I9j0K1", "price_1PA1b2C3d4E5f6G7", "evt_1PB9xQ2eZvKYlo2C0kD3mN4p",
                 "C061FA5PB", "U02ABCD1234", "01HW8ZQ3K9M2PXR7T4VNB6CJ5D"],
   ["Look up {v} and tell me its current status.", "Revisa el objeto {v} en el dashboard.", "{v} を削除しても大丈夫？"],
   [("", "stripe get {v}"), ("", "grep -rn {v} logs/")])
sv("go_sum_hash", ["h1:" + b64(rb(32)) for _ in range(2)] + ["zh:" + hexs(64)],
   ["go.sum has {v} for golang.org/x/net, but CI computes something else.",
    "La entrada {v} del lock de terraform no coincide."],
   [("", "grep -F '{v}' go.sum .terraform.lock.hcl"), ("", "echo 'golang.org/x/net v0.25.0 {v}' >> go.sum")])
sv("nix_store_path", ["/nix/store/" + rs(NIX32, 32) + "-python3-3.12.4", "/nix/store/" + rs(NIX32, 32) + "-openssl-3.0.13"],
   ["Why is {v} still in the closure?", "{v} 需要保留吗？"],
   [("", "nix why-depends .#default {v}"), ("", "nix-store --query --referrers {v}")])
sv("network", ["10.0.3.14", "2001:db8::8a2e:370:7334", "3c:22:fb:9a:41:07", "api-7.internal.acme.io"],
   ["Can you check why {v} is unreachable from the VPN?", "¿Por qué {v} no responde al ping?"],
   [("", "ping -c 3 {v}"), ("", "grep {v} /etc/hosts")])
sv("asset_filename", ["app.3f2a9c1b.js", "main-7QZ2M9XP.css", "vendor.b4f8c2e1d9a7.chunk.js"],
   ["The browser still loads {v} after the deploy, is the cache stale?"],
   [("", "curl -sI https://cdn.acme.dev/assets/{v} | grep -i cache-control")])

# more carrier-aware outputs (value is a fragment of a URL / connection string / config)
OUTPUTS += [
    ("cx", "Traceback (most recent call last):\n  File \"/app/db.py\", line 14, in connect\n    conn = engine.connect()\n"
          "OperationalError: could not connect to {carrier}"),
    ("cx", "Error: P1001: Can't reach database server\n\n  datasource db {\n    provider = \"postgresql\"\n    url      = \"{carrier}\"\n  }"),
    ("c", "Mar 11 09:14:22 web-01 acme-api[2314]: FATAL cannot start: {var} is set to {carrier} but the server rejected it"),
    ("cw", "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: {carrier}"),
    ("cw", "$ curl -fsS '{carrier}'\ncurl: (22) The requested URL returned error: 401"),
    ("c", "{\"level\":\"error\",\"msg\":\"upstream rejected credentials\",\"source\":\"{var}\"}\nvalue of {var}: {carrier}"),
    ("m", "error: failed to parse ./config.local:\n{carrier}\n^ line 3: unexpected key"),
    ("m", "$ cat ./config.local\n{carrier}\n$ ./bin/app --config ./config.local\nFATAL authentication failed"),
]


# ================================================================ assembly
PH = re.compile(r"\{(\w+)\}")
OPTIONAL = {"hdr", "api", "carrier", "path", "host"}
SAFE = re.compile(r"[A-Za-z0-9._~+/=:,%-]+")
URLSAFE = re.compile(r"[A-Za-z0-9._~-]+")
FRAG = re.compile(r"(URL|URI|CONNECTION|Default|CONFIG|SAS_TOKEN)$")
USE = Counter()


def fill(t, d):
    return PH.sub(lambda m: d.get(m.group(1), m.group(0)), t)


def needs(t):
    return set(PH.findall(t)) & OPTIONAL


def pick(name, cands):
    m = min(USE[(name, i)] for i, _ in cands)
    i, t = R.choice([c for c in cands if USE[(name, c[0])] == m])
    USE[(name, i)] += 1
    return t


def slugify(p):
    return re.sub(r"[^a-z0-9]+", "-", p.lower()).strip("-")


def flag_for(spec):
    if spec.kw == "pw" or "PASSWORD" in spec.var:
        return "password"
    if "SECRET" in spec.var:
        return "client-secret"
    return R.choice(["token", "api-key", "auth-token", "key"])


DISPLAY = {"Generic passwords": "server", "PEM private keys": "signing", "Symfony / Flask / generic HMAC": "app",
           "HTTP Basic": "registry", "Docker registries": "registry", "Firebase/Google": "Firebase"}


def display(spec):
    if spec.provider in DISPLAY:
        return DISPLAY[spec.provider]
    if spec.provider.startswith("PostgreSQL / MySQL"):
        return spec.fmt.split(":")[0]
    if spec.provider.startswith("JWT"):
        return "API"
    return re.sub(r"\s*\(.*?\)", "", spec.provider).split(" / ")[0]


def ctx(spec, v):
    name = display(spec)
    d = {"v": v, "var": spec.var, "lvar": spec.var.lower(), "lvarh": spec.var.lower().replace("_", "-"),
         "prov": name, "slug": slugify(name), "jkey": spec.jkey,
         "jid": re.sub(r"\W+", "_", spec.jkey.lower()), "flag": flag_for(spec)}
    if spec.api:
        d["api"] = spec.api
        m = re.match(r"https?://([^/]+)(/.*)?$", spec.api)
        d["host"], d["path"] = m.group(1), m.group(2) or "/"
        if spec.hdr:
            d["hdr"] = fill(spec.hdr, {"v": v})
    if spec.carrier:
        d["carrier"] = fill(spec.carrier, {"v": v})
    return d


DBSCHEME = re.compile(r"^(postgres|mysql|mongodb|redis|amqp|clickhouse|jdbc|libsql|Server=|AccountEndpoint=|Endpoint=sb:)")


def carrier_kind(car):
    if car is None:
        return None
    if DBSCHEME.match(car):
        return "db"
    return "url" if car.startswith("http") else "conf"


def kind_ok(tags, car):
    ck = carrier_kind(car)
    return not (("x" in tags and ck != "db") or ("w" in tags and ck != "url"))


def ok_generic(tags, text, d, special, urlsafe, frag, for_cmd):
    if not needs(text) <= set(d):
        return False
    car = d.get("carrier")
    if not kind_ok(tags, car):
        return False
    if "c" in tags and (car is None or "\n" in car):
        return False
    if "m" in tags and (car is None or "\n" not in car):
        return False
    if frag and not ("c" in tags or "m" in tags):
        return False
    if "Q" in tags and not urlsafe:
        return False
    if for_cmd and special and "S" not in tags:
        return False
    return True


def build_secret(si, spec, n):
    v = spec.gen()
    d = ctx(spec, v)
    multi = spec.kind == "multi"
    special = spec.special or not SAFE.fullmatch(v)
    urlsafe = bool(URLSAFE.fullmatch(v))
    frag = bool(spec.carrier and FRAG.search(spec.var))
    # prompt
    if multi:
        prompt = pick("mp", list(enumerate(MULTI_PROMPTS)))
    else:
        cands = []
        for i, (tags, t) in enumerate(PROMPTS):
            if not needs(t) <= set(d):
                continue
            if "B" in tags and not spec.bare:
                continue
            if ("P" in tags and spec.kw != "pw") or ("T" in tags and spec.kw == "pw"):
                continue
            if frag and "carrier" not in t and "P" not in tags:
                continue
            if not kind_ok(tags, d.get("carrier")):
                continue
            cands.append((i, t))
        if spec.carrier and not frag and n % 2 == 0:
            cands = [c for c in cands if "{carrier}" in c[1]] or cands
        prompt = pick("p", cands)
    # command
    if spec.cmds and (frag or R.random() < 0.55):
        command = pick("c%d" % si, list(enumerate(spec.cmds)))
    elif multi:
        command = pick("mc", list(enumerate(MULTI_COMMANDS)))
    else:
        cands = [(i, t) for i, (tags, t) in enumerate(COMMANDS) if ok_generic(tags, t, d, special, urlsafe, frag, True)]
        command = pick("c", cands)
    # output
    if spec.outs and (frag or R.random() < 0.5):
        output = pick("o%d" % si, list(enumerate(spec.outs)))
    elif multi:
        output = pick("mo", list(enumerate(MULTI_OUTPUTS)))
    else:
        cands = [(i, t) for i, (tags, t) in enumerate(OUTPUTS) if ok_generic(tags, t, d, special, urlsafe, frag, False)]
        output = pick("o", cands)
    e = {"provider": spec.provider, "format": spec.fmt, "value": v,
         "prompt": fill(prompt, d), "command": fill(command, d), "output": fill(output, d)}
    for k in ("prompt", "command", "output"):
        assert v in e[k], (spec.provider, spec.fmt, k, e[k][:200])
    return e


def build_survivors(secret_values):
    out, dropped = [], []
    for gi, (kind, values, prompts, commands) in enumerate(SURV_GROUPS):
        for v in values:
            if any(v in s for s in secret_values):
                dropped.append(v)
                continue
            p = pick("sp%d" % gi, list(enumerate(prompts)))
            cands = [(i, t) for i, (tags, t) in enumerate(commands)
                     if not ("n" in tags and "'" in v) and not ("d" in tags and '"' in v)]
            c = pick("sc%d" % gi, cands)
            e = {"kind": kind, "value": v, "prompt": fill(p, {"v": v}), "command": fill(c, {"v": v})}
            assert v in e["prompt"] and v in e["command"], e
            out.append(e)
    return out, dropped


DESCRIPTION = (
    "Blind test corpus for secret redaction, built without reading ctxmode's code, tests, docs or test data. "
    "A first helper wrote providers.md (provider token formats, from memory of provider documentation and public "
    "secret-scanner rule sets) before any code existed; a second helper wrote make_corpus.py, a deterministic "
    "standard-library generator (random.Random(%d)) that produces fake values with each format's alphabet, length, "
    "prefix and structure, computing real checksums where the format has one (GitHub/npm CRC32-base62, Bitbucket/"
    "Atlassian/Trello/Grafana CRC32, bech32 for age and nostr, base58check for Bitcoin WIF, CRC-24 for PGP armor, "
    "HMAC-SHA256 Private-MAC for PuTTY, real HMAC signatures for HS* JWTs). Each secret is embedded verbatim in a "
    "developer prompt (ten languages; start, middle or end of a sentence; quotes, JSON, YAML, .env lines, headers, "
    "connection strings, URLs; with and without words like key/token/password), a shell command (short and long flags, "
    "quoted and unquoted, env assignments, URLs, heredocs, pipes) and a program output (stack traces in several "
    "languages, HTTP error bodies, JSON logs, CI logs, curl -v). Survivors are non-secret strings that look "
    "token-like or talk about credentials (hashes, digests, ids, versions, placeholders, templates, code, paths, "
    "non-credential base64, vendor-prefix-like identifiers, prose) and must come through unchanged. Templates are "
    "chosen least-used-first so phrasings are spread evenly." % SEED)


def main():
    secrets = []
    for si, spec in enumerate(SPECS):
        for n in range(spec.w):
            secrets.append(build_secret(si, spec, n))
    survivors, dropped = build_survivors([s["value"] for s in secrets])
    corpus = {"description": DESCRIPTION, "secrets": secrets, "survivors": survivors}
    with open("corpus.json", "w", encoding="utf-8") as f:
        json.dump(corpus, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("secrets:", len(secrets), "providers:", len({s["provider"] for s in secrets}),
          "formats:", len({(s["provider"], s["format"]) for s in secrets}))
    print("survivors:", len(survivors), "kinds:", len({s["kind"] for s in survivors}), "dropped:", dropped)


if __name__ == "__main__":
    main()
