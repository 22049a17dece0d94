import torch

from s487_guarded_batch_consistency_check.forward_batch import ForwardBatch
from s487_guarded_batch_consistency_check.model_runner import ModelRunner, TinyLM

ENTRY = "s487_guarded_batch_consistency_check.model_runner:ModelRunner.forward_decode"


def inputs():
    runner = ModelRunner(TinyLM())
    forward_batch = ForwardBatch(
        input_ids=torch.tensor([4, 9, 1, 30]),
        req_pool_indices=torch.tensor([0, 1, 2, 3]),
        seq_lens=torch.tensor([3, 7, 1, 5]),
        out_cache_loc=torch.tensor([10, 11, 12, 13]),
        seq_lens_sum=16,
    )
    return (runner, forward_batch)
