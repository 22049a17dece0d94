import torch

from q030_debug_flag_attn_backend_enum.model import build_denoiser

ENTRY = "q030_debug_flag_attn_backend_enum.model:MMDiTDenoiser.forward_block"

_model = build_denoiser()


def inputs():
    return (_model, torch.randn(1, 16, 32), torch.randn(1, 8, 32), torch.tensor([0.5]))
