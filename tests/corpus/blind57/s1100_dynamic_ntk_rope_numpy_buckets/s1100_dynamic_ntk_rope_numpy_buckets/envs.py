import os


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "0").lower() in ("1", "true", "yes")


ROPE_RECORD_STATS = _env_flag("S1100_ROPE_RECORD_STATS")
ROPE_MAX_BUCKET_EXP = int(os.environ.get("S1100_ROPE_MAX_BUCKET_EXP", "16"))
