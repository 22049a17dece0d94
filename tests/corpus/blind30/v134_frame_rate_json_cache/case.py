import torch

ENTRY = "v134_frame_rate_json_cache.codec:decode"


def inputs():
    return (torch.randint(0, 64, (1, 4, 5)),)
