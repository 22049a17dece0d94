import torch

from s830_decode_pull_warning_once.connectors import PullConnectorMetadata, RecvReq

ENTRY = "s830_decode_pull_warning_once.model:decode"


def inputs():
    metadata = PullConnectorMetadata(reqs_to_recv={
        "req-0": RecvReq(local_block_ids=[0, 1, 2], remote_block_ids=[5, 6],
                         remote_engine_id="prefill-0"),
    })
    return (torch.randn(4, 8), metadata)
