import re

_LAYER_IDX_RE = re.compile(r"(?:^|\.)layers\.(\d+)(?:\.|$)")


def extract_layer_index(prefix: str) -> int:
    match = _LAYER_IDX_RE.search(prefix)
    if match is None:
        raise ValueError(f"cannot find a layer index in {prefix!r}")
    return int(match.group(1))


def maybe_prefix(prefix: str, name: str) -> str:
    return name if not prefix else f"{prefix}.{name}"


def scale_key(prefix: str, kind: str) -> str:
    parent, _, leaf = prefix.rpartition(".")
    if leaf in ("attn", "self_attn"):
        return "{}.{}.{}_scale".format(parent, leaf, kind)
    return f"{prefix}.{kind}_scale"


def make_softcap(cap: float):
    if cap <= 0:
        return lambda t: t

    def softcap(t):
        return cap * (t / cap).tanh()

    return softcap
