from .scorer import calibrated_relevance

__all__ = ["calibrated_relevance"]
