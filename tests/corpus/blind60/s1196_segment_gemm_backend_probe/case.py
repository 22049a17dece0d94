import torch

ENTRY = "s1196_segment_gemm_backend_probe.lora_model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 3, 4]), torch.tensor([2, 0, 1]))
