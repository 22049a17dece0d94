import re
from collections.abc import Iterable, Mapping


def _matches(name: str, target: str) -> bool:
    if target.startswith("re:"):
        return re.fullmatch(target[3:], name) is not None
    return name == target or name.endswith("." + target)


def is_layer_skipped(prefix: str, ignored_layers: Iterable[str], fused_mapping: Mapping[str, list[str]]) -> bool:
    proj_name = prefix.split(".")[-1]
    if proj_name in fused_mapping:
        shard_prefixes = [prefix.replace(proj_name, shard) for shard in fused_mapping[proj_name]]
        skipped = [any(_matches(p, t) for t in ignored_layers) for p in shard_prefixes]
        if any(skipped) and not all(skipped):
            raise ValueError(f"Detected some but not all shards of {prefix} are quantized.")
        return all(skipped)
    return any(_matches(prefix, t) for t in ignored_layers)


def per_token_quant_fp8(x, fp8_dtype, upper_bound=None):
    finfo_max = 448.0
    amax = x.abs().amax(dim=-1, keepdim=True)
    if upper_bound is not None:
        amax = amax.clamp(max=upper_bound)
    scale = amax.clamp(min=1e-12) / finfo_max
    return (x / scale).clamp(-finfo_max, finfo_max).to(fp8_dtype), scale
