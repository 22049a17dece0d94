import os


def hostname() -> str:
    return os.popen("hostname").read().strip()


def shard_tag(rank: int) -> str:
    return f"{hostname()}:{rank}"
