import torch

from s1253_sp_pad_from_seq_lens_item.forward_batch_info import ForwardBatch, ForwardMode
from s1253_sp_pad_from_seq_lens_item.model import SequenceParallelBlock
from s1253_sp_pad_from_seq_lens_item.sp_utils import initialize_sequence_parallel

ENTRY = "s1253_sp_pad_from_seq_lens_item.model:SequenceParallelBlock.forward_sp"


def inputs():
    initialize_sequence_parallel(sp_size=2, sp_rank=0)
    block = SequenceParallelBlock(hidden_size=8)
    batch = ForwardBatch(
        forward_mode=ForwardMode.EXTEND,
        batch_size=2,
        seq_lens=torch.tensor([3, 4]),
        positions=torch.arange(7),
        extend_seq_lens=torch.tensor([3, 4]),
    )
    return (block, torch.randn(7, 8), batch)
