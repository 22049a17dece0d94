import torch

ENTRY = "s321_id_remap_tolist.ranker:compiled_ranker"


def inputs():
    torch.manual_seed(0)
    dense = torch.randn(4, 8)
    item_ids = torch.tensor([[1001, 1002, 3], [2000, 7777, 1005], [1, 2, 3], [1001, 1001, 1001]])
    user_ids = torch.tensor([[500, 501], [519, 900], [505, 506], [510, 0]])
    return (dense, item_ids, user_ids)
