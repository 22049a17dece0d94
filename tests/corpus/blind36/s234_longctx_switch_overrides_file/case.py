import torch

ENTRY = "s234_longctx_switch_overrides_file.decoder:attn_forward"


def inputs():
    return (torch.randn(1, 4, 16), torch.arange(4).unsqueeze(0))
