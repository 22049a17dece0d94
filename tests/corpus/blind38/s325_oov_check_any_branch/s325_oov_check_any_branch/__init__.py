from .tables import BaseEmbeddingTable, ClampedTable, OOVBucketTable
from .ranker import TwoTowerScorer

__all__ = ["BaseEmbeddingTable", "ClampedTable", "OOVBucketTable", "TwoTowerScorer"]
