import torch

from s829_nixl_role_split_pack.base import NixlConnectorMetadata, ReqMeta

ENTRY = "s829_nixl_role_split_pack.model:compiled_model"


def inputs():
    req = ReqMeta(local_block_ids=[1], remote_block_ids=[2],
                  remote_engine_id="decode-0", remote_host="127.0.0.1",
                  remote_port=5600)
    metadata = NixlConnectorMetadata(reqs_to_save={"req-0": req},
                                     save_slot_mapping=torch.tensor([4, 5, 6, 7]))
    return (torch.randn(4, 8), torch.tensor([4, 5, 6, 7]), metadata)
