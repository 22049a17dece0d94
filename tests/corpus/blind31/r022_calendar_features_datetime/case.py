import torch

from r022_calendar_features_datetime.encoder import TemporalEncoder
from r022_calendar_features_datetime.features import CalendarSpec

ENCODER = TemporalEncoder(d_in=4, d_model=16, spec=CalendarSpec(freq_seconds=3600))
ENTRY = "r022_calendar_features_datetime.encoder:TemporalEncoder.encode"


def inputs():
    return (ENCODER, torch.randn(2, 12, 4), 1_700_000_000)
