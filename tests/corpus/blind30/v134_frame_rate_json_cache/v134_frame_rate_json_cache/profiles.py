import functools
import json
import os

_PROFILE_FILE = os.path.join(os.path.dirname(__file__), "codec_profiles.json")
DEFAULT_PROFILE = os.environ.get("CODEC_PROFILE", "24khz")


@functools.cache
def load_profile(name: str) -> dict:
    with open(_PROFILE_FILE) as fh:
        profiles = json.load(fh)
    return profiles[name]


def hop_length(name: str = DEFAULT_PROFILE) -> int:
    prof = load_profile(name)
    return prof["sample_rate"] // prof["frame_rate"]
