from . import torch_ref, triton_moe

__all__ = ["torch_ref", "triton_moe"]
