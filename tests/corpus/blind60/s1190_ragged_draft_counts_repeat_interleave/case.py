import torch

ENTRY = "s1190_ragged_draft_counts_repeat_interleave.gpu_model_runner:sample_spec_tokens"


def inputs():
    torch.manual_seed(0)
    hidden_states = torch.randn(14, 8)
    num_draft_tokens = torch.tensor([3, 0, 2])
    cu_num_scheduled_tokens = torch.tensor([5, 9, 14])
    draft_token_ids = torch.tensor([4, 8, 15, 16, 23])
    return (hidden_states, num_draft_tokens, cu_num_scheduled_tokens, draft_token_ids)
