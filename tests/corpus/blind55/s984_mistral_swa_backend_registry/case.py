import torch

ENTRY = "s984_mistral_swa_backend_registry.mistral:run_prefill"


def inputs():
    return (torch.randn(6, 16), torch.arange(6))
