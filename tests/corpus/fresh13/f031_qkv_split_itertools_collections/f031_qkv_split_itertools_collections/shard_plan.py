import itertools
from collections import OrderedDict, namedtuple

ShardSpec = namedtuple("ShardSpec", ["name", "offset", "size"])


def build_qkv_plan(num_heads: int, num_kv_heads: int, head_dim: int) -> "OrderedDict[str, ShardSpec]":
    sizes = OrderedDict(q=num_heads * head_dim, k=num_kv_heads * head_dim, v=num_kv_heads * head_dim)
    offsets = itertools.accumulate(sizes.values(), initial=0)
    plan = OrderedDict()
    for (name, size), off in zip(sizes.items(), offsets):
        plan[name] = ShardSpec(name, off, size)
    return plan
