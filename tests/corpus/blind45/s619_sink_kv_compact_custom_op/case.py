import torch

ENTRY = "s619_sink_kv_compact_custom_op.engine:decode"


def inputs():
    return (torch.randn(2, 8),)
