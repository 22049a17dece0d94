import torch

ENTRY = "w010_guarded_tenant_checks.adapter_layer:compiled_forward"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 2, 1]))
