import torch

ENTRY = "s581_pp_send_tensor_dict_pickle.model:compiled"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8))
