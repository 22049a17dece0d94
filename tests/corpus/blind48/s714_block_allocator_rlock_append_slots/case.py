import torch

from s714_block_allocator_rlock_append_slots.runner import DecodeRunner

ENTRY = "s714_block_allocator_rlock_append_slots.runner:DecodeRunner.decode_step"


def inputs():
    runner = DecodeRunner()
    runner.add_request(seq_id=0, prompt_len=4)  # next token opens a new block
    runner.add_request(seq_id=1, prompt_len=6)
    return (runner, torch.randn(2, 8))
