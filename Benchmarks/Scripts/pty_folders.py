"""The set-up the benchmark scripts share: a fresh set of folders for one home screen run, the
environment that points the program at them, and where ptymeter is.

A run's folders: HOME, XDG config (with `pages_across = 1`, one page at a time, as the issues'
tables measure), data, state, cache and a private runtime folder (the control socket's).
"""
import os

PTYMETER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../shared/tools/ptymeter.py")
if not os.path.exists(PTYMETER):
    PTYMETER = "/work/shared/tools/ptymeter.py"


def folders(root, config="pages_across = 1\n"):
    """Makes the folders under `root` and answers the environment that uses them (UTF-8, UTC)."""
    for name in ["home", "cfg/homescreen", "data", "state", "cache", "run"]:
        os.makedirs(os.path.join(root, name), exist_ok=True)
    os.chmod(os.path.join(root, "run"), 0o700)
    if config is not None:
        with open(os.path.join(root, "cfg/homescreen/config.toml"), "w") as f:
            f.write(config)
    return {"XDG_CONFIG_HOME": f"{root}/cfg", "XDG_DATA_HOME": f"{root}/data", "XDG_STATE_HOME": f"{root}/state",
            "XDG_CACHE_HOME": f"{root}/cache", "XDG_RUNTIME_DIR": f"{root}/run", "LANG": "C.UTF-8", "TZ": "UTC",
            "HOME": f"{root}/home", "PATH": "/usr/bin:/bin", "TERM": "xterm-256color"}


def meter_command(env, cols=120, rows=40):
    """ptymeter's command line up to its timing options, in a clean environment of `env`."""
    command = ["python3", PTYMETER, "--clean-env", "--cols", str(cols), "--rows", str(rows)]
    for key, value in env.items():
        command += ["--env", f"{key}={value}"]
    return command
