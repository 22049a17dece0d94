from .pairwise import PairwiseRewardScorer

__all__ = ["PairwiseRewardScorer"]
