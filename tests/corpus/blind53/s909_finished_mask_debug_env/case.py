import torch

ENTRY = "s909_finished_mask_debug_env.input_batch:append_and_check"


def inputs():
    output_token_ids = torch.randint(0, 64, (2, 5))
    sampled = torch.randint(0, 64, (2,))
    finished = torch.tensor([False, False])
    return (output_token_ids, sampled, finished)
