import torch

ENTRY = "s899_extend_positions_custom_op.model:compiled_model"


def inputs():
    input_ids = torch.randint(0, 50, (7,))
    extend_prefix_lens = torch.tensor([0, 4])
    extend_seq_lens = torch.tensor([3, 4])
    return (input_ids, extend_prefix_lens, extend_seq_lens)
