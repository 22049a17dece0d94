import torch

ENTRY = "s163_shard_search_debug_log.fusion:FusionHead.forward"


def inputs():
    from s163_shard_search_debug_log.fusion import build_head

    return (build_head(), torch.randn(4, 8))
