import torch

ENTRY = "s464_qwen2vl_mrope_rope_index.prefill:prefill_rope"

_IMG, _VS, _VE = 151655, 151652, 151653


def inputs():
    # "Describe <vision_start><image x4><vision_end> please"
    input_ids = torch.tensor([[9707, 11, 7512, _VS, _IMG, _IMG, _IMG, _IMG, _VE, 4486, 13]])
    image_grid_thw = torch.tensor([[1, 4, 4]])
    seq = input_ids.shape[1]
    query_states = torch.randn(1, 2, seq, 16)
    key_states = torch.randn(1, 1, seq, 16)
    return (input_ids, image_grid_thw, query_states, key_states)
