import torch

ENTRY = "s694_ssd_prefill_runner_init_probes.runner:prefill"


def inputs():
    return (torch.randn(2, 8, 16),)
