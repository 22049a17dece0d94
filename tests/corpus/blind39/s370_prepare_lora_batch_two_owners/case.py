import torch

ENTRY = "s370_prepare_lora_batch_two_owners.worker:run_batch"


def inputs():
    return (torch.randn(4, 8),)
