import torch

from s296_reward_histogram_disabled.pairwise import PairwiseRewardScorer

ENTRY = "s296_reward_histogram_disabled.pairwise:PairwiseRewardScorer.forward"


def inputs():
    scorer = PairwiseRewardScorer(hidden=8)
    return (scorer, torch.randn(2, 5, 8), torch.randn(2, 5, 8), torch.ones(2, 5))
