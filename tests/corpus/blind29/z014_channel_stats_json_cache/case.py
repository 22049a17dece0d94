import torch

ENTRY = "z014_channel_stats_json_cache.encoder:SatelliteEncoder.forward"


def inputs():
    from z014_channel_stats_json_cache.encoder import SatelliteEncoder

    return (SatelliteEncoder(), torch.rand(2, 4, 8, 8))
