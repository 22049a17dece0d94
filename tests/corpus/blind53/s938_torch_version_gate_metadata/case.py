import torch

ENTRY = "s938_torch_version_gate_metadata.modeling_qwen2:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
