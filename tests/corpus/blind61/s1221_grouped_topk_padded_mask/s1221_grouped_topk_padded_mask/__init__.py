from .topk import TopKConfig, TopKOutput, select_experts

__all__ = ["TopKConfig", "TopKOutput", "select_experts"]
