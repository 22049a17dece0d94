import torch

ENTRY = "s552_t5_fp16_clamp_warning_once.ffn:t5_gated_ffn"


def inputs():
    hidden = torch.randn(4, 8)
    ln_weight = torch.ones(8)
    wi_0 = torch.randn(16, 8) * 0.1
    wi_1 = torch.randn(16, 8) * 0.1
    wo = torch.randn(8, 16) * 0.1
    return (hidden, ln_weight, wi_0, wi_1, wo)
