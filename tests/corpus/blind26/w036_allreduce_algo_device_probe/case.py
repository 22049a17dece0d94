import torch

from w036_allreduce_algo_device_probe.lm_head import ParallelLMHead

ENTRY = "w036_allreduce_algo_device_probe.lm_head:ParallelLMHead.forward"

_HEAD = ParallelLMHead(hidden=8, vocab=16)


def inputs():
    return (_HEAD, torch.randn(3, 8))
