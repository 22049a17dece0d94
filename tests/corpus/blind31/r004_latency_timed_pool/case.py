import torch

from r004_latency_timed_pool.model import SequenceRewardModel

ENTRY = "r004_latency_timed_pool.model:SequenceRewardModel.score"

_model = SequenceRewardModel().eval()


def inputs():
    return (_model, torch.randn(2, 6, 16), torch.ones(2, 6))
