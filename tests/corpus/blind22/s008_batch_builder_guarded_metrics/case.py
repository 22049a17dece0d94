import torch

from s008_batch_builder_guarded_metrics.batch_builder import BUILDER

ENTRY = "s008_batch_builder_guarded_metrics.batch_builder:InputBatchBuilder.prepare_decode"


def inputs():
    input_ids = torch.tensor([5, 9, 2])
    positions = torch.tensor([3, 17, 22])
    block_table = torch.tensor([[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17]])
    return (BUILDER, input_ids, positions, block_table)
