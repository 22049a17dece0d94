import torch

from v135_code_range_check_item.decoder import LatentDecoder

ENTRY = "v135_code_range_check_item.decoder:LatentDecoder.decode_codes"


def inputs():
    return (LatentDecoder().eval(), torch.randint(0, 128, (2, 4, 5)))
