import torch

from s303_rwkv_decay_upcast_warn_once.block import RWKVBlock

ENTRY = "s303_rwkv_decay_upcast_warn_once.block:RWKVBlock.decode_step"

_BLOCK = RWKVBlock(d_model=8, n_heads=2)


def inputs():
    state = _BLOCK.initial_state(batch=2)
    return (_BLOCK, torch.randn(2, 8), state[0], state[1])
