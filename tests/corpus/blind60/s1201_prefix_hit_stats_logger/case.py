import torch

from s1201_prefix_hit_stats_logger import ModelConfig, ModelRunner
from s1201_prefix_hit_stats_logger.forward_batch_info import ForwardBatch

ENTRY = "s1201_prefix_hit_stats_logger.model_runner:ModelRunner.forward_extend"


def inputs():
    runner = ModelRunner(ModelConfig())
    batch = ForwardBatch.for_extend(
        input_ids=torch.tensor([5, 6, 7, 8]),
        req_pool_indices=torch.tensor([0, 1]),
        prefix_lens=torch.tensor([3, 0]),
        extend_lens=torch.tensor([2, 2]),
        out_cache_loc=torch.tensor([3, 4, 16, 17]),
    )
    return (runner, torch.randn(4, 8), batch)
