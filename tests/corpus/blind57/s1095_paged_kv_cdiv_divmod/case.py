import torch

ENTRY = "s1095_paged_kv_cdiv_divmod.metadata:prepare_decode_metadata"


def inputs():
    seq_lens = torch.tensor([5, 3, 9], dtype=torch.int64)
    req_to_page = torch.arange(3 * 4, dtype=torch.int32).reshape(3, 4)
    return (seq_lens, req_to_page)
